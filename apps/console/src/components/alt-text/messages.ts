import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the alt-text component. */
export const messages = defineMessages(
  {
    'media.field.altZh': '替代文字（中文）',
    'media.field.altEn': '替代文字（英文）',
    'media.field.altHelp': '说明图片的内容，供看不到图片的读者使用。图片出现在已发布内容中之前，中英文都必须填写。',
    'altNotice.label': '缺少替代文字的图片',
    'altNotice.text': '本条目有 {count} 张图片还没有中英文替代文字：可以保存和提交，但补齐之前不能发布。请在此描述它们。',
    'picture.alt.group': '{name} 的替代文字',
    'picture.alt.missing': '图片“{name}”还没有中英文替代文字，补齐之前不能发布。请在此为看不到图片的读者描述它。',
    'picture.alt.save': '保存替代文字',
  },
  {
    'media.field.altZh': 'Alt text (Chinese)',
    'media.field.altEn': 'Alt text (English)',
    'media.field.altHelp':
      'What the image shows, for people who cannot see it. Needed in both languages before the image appears in published content.',
    'altNotice.label': 'Images without alt text',
    'altNotice.text':
      '{count} image(s) of this item have no alt text in both languages: it can be saved and submitted, but not published until each has it. Describe them here.',
    'picture.alt.group': 'Alt text of {name}',
    'picture.alt.missing':
      'Image “{name}” has no alt text in both languages yet: it cannot be published until it has. Describe it here for readers who cannot see it.',
    'picture.alt.save': 'Save the alt text',
  },
)
