import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the dialog component. */
export const messages = defineMessages(
  {
    'sendBack.title': '退回给编辑',
    'sendBack.comment': '需要修改的地方',
    'sendBack.missing': '请写明需要修改的地方。',
    'sendBack.action': '退回修改',
  },
  {
    'sendBack.title': 'Send back to the editor',
    'sendBack.comment': 'What should change',
    'sendBack.missing': 'Say what should change.',
    'sendBack.action': 'Send back',
  },
)
