import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the call-error component. */
export const messages = defineMessages(
  {
    'error.loadFailed': '内容未能加载',
    'noPermission.title': '您没有此项权限',
    'noPermission.body': '您的账号不能使用此功能。如需使用，请联系管理员。',
  },
  {
    'error.loadFailed': 'This could not be loaded',
    'noPermission.title': 'You may not do this',
    'noPermission.body': 'Your account cannot use this part of the console. Ask an administrator if you need it.',
  },
)
