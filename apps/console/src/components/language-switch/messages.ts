import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the language-switch component. */
export const messages = defineMessages(
  {
    'lang.label': '语言',
  },
  {
    'lang.label': 'Language',
  },
)
