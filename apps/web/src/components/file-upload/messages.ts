import { defineMessages } from '../../i18n/messages'

export const messages = defineMessages(
  {
    prompt: '点击或将文件拖拽到此处上传',
    limits: '支持 {types} 格式，单个文件不超过 {size}',
    uploading: '正在上传 {name}',
    progress: '上传进度',
    cancel: '取消上传',
    remove: '删除文件',
    removeNamed: '删除文件 {name}',
    type: '不支持该文件类型，请选择 {types} 格式的文件',
    size: '文件超过 {size}，请压缩后再上传',
    empty: '文件是空的，请重新选择',
    one: '一次只能上传一个文件',
  },
  {
    prompt: 'Click or drag a file here to upload it',
    limits: '{types} accepted, up to {size} per file',
    uploading: 'Uploading {name}',
    progress: 'Upload progress',
    cancel: 'Cancel the upload',
    remove: 'Remove file',
    removeNamed: 'Remove the file {name}',
    type: 'This file type is not accepted; choose a {types} file',
    size: 'The file is larger than {size}; please make it smaller',
    empty: 'The file is empty; please choose another',
    one: 'Please upload one file at a time',
  },
)
