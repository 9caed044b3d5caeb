import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the temporary-password component. */
export const messages = defineMessages(
  {
    'password.copy': '复制',
    'password.copied': '已复制到剪贴板。',
    'password.copyFailed': '无法自动复制，请手动选择并复制。',
    'password.shownOnce': '此密码只显示这一次，请现在转交给本人。',
  },
  {
    'password.copy': 'Copy',
    'password.copied': 'Copied to the clipboard.',
    'password.copyFailed': 'It could not be copied; select it and copy it by hand.',
    'password.shownOnce': 'This password is shown only this once: hand it over now.',
  },
)
