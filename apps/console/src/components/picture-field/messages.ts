import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the picture-field component, and the words for file types. */
export const messages = defineMessages(
  {
    'picture.none': '尚未选择',
    'picture.noFiles': '还没有文件',
    'picture.gone': '媒体库中已没有这个文件',
    'picture.choose': '选择',
    'picture.replace': '更换',
    'picture.remove': '移除',
    'picture.add': '添加文件',
    'fileType.image': '{format} 图片',
    'fileType.video': '{format} 视频',
    'fileType.audio': '{format} 音频',
    'fileType.document': '{format} 文档',
    'fileType.image.unknown': '图片',
    'fileType.video.unknown': '视频',
    'fileType.audio.unknown': '音频',
    'fileType.document.unknown': '文件',
  },
  {
    'picture.none': 'Nothing chosen',
    'picture.noFiles': 'No file yet',
    'picture.gone': 'This file is no longer in the media library',
    'picture.choose': 'Choose',
    'picture.replace': 'Replace',
    'picture.remove': 'Remove',
    'picture.add': 'Add a file',
    'fileType.image': '{format} image',
    'fileType.video': '{format} video',
    'fileType.audio': '{format} audio',
    'fileType.document': '{format} document',
    'fileType.image.unknown': 'Image',
    'fileType.video.unknown': 'Video',
    'fileType.audio.unknown': 'Audio',
    'fileType.document.unknown': 'File',
  },
)
