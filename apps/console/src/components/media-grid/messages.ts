import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the media-grid component. */
export const messages = defineMessages(
  {
    'media.none': '没有符合条件的文件。',
    'media.noAlt': '缺少替代文字',
  },
  {
    'media.none': 'No file matches.',
    'media.noAlt': 'No alt text',
  },
)
