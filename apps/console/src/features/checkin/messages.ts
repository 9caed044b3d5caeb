import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the checkin screens. */
export const messages = defineMessages(
  {
    'checkin.intro': '扫描二维码或输入确认码。',
    'checkin.code': '确认码',
    'checkin.check': '签到',
    'checkin.cameraOn': '打开摄像头扫码',
    'checkin.cameraOff': '关闭摄像头',
    'checkin.camera': '摄像头画面',
    'checkin.cameraStarting': '正在打开摄像头…',
    'checkin.cameraRefused': '无法使用摄像头（权限被拒绝）。请直接输入确认码。',
    'checkin.cameraAbsent': '此设备没有可用的摄像头。请直接输入确认码。',
    'checkin.again': '注意：此人已于 {at} 签到过！',
    'checkin.welcome': '签到成功',
  },
  {
    'checkin.intro': 'Scan the QR code or type the confirmation code.',
    'checkin.code': 'Confirmation code',
    'checkin.check': 'Check in',
    'checkin.cameraOn': 'Scan with the camera',
    'checkin.cameraOff': 'Turn the camera off',
    'checkin.camera': 'Camera view',
    'checkin.cameraStarting': 'Starting the camera…',
    'checkin.cameraRefused': 'The camera may not be used (permission refused). Type the code instead.',
    'checkin.cameraAbsent': 'This device has no camera to use. Type the code instead.',
    'checkin.again': 'Warning: already checked in at {at}!',
    'checkin.welcome': 'Checked in',
  },
)
