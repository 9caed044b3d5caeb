import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the picture-field component. */
export const messages = defineMessages(
  {
    'picture.none': '尚未选择',
    'picture.noFiles': '还没有文件',
    'picture.gone': '媒体库中已没有这个文件',
    'picture.choose': '选择',
    'picture.replace': '更换',
    'picture.remove': '移除',
    'picture.add': '添加文件',
  },
  {
    'picture.none': 'Nothing chosen',
    'picture.noFiles': 'No file yet',
    'picture.gone': 'This file is no longer in the media library',
    'picture.choose': 'Choose',
    'picture.replace': 'Replace',
    'picture.remove': 'Remove',
    'picture.add': 'Add a file',
  },
)
