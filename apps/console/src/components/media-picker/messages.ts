import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the media-picker component. */
export const messages = defineMessages(
  {
    'picker.title.image': '选择图片',
    'picker.title.document': '选择文档',
    'picker.title.video': '选择视频',
    'picker.use': '使用此文件',
  },
  {
    'picker.title.image': 'Choose an image',
    'picker.title.document': 'Choose a document',
    'picker.title.video': 'Choose a video',
    'picker.use': 'Use this file',
  },
)
