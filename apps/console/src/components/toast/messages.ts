import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the toast component. */
export const messages = defineMessages(
  {
    'toast.notifications': '通知',
  },
  {
    'toast.notifications': 'Notifications',
  },
)
