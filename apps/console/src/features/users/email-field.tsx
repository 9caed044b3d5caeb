import { EMAIL_MAX } from '@ibr/contract/forms'
import { TextField } from '../../components/field/text-field'
import { useMessages } from '../../i18n/use-t'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface EmailFieldProps {
  value: string
  onChange: (email: string) => void
  error?: string | null
}

/** The account's e-mail address: where sign-in links and notices go. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const t = useMessages(messages, shared)
  return (
    <TextField
      label={t('users.email')}
      name="email"
      type="email"
      value={value}
      onChange={onChange}
      error={error}
      description={t('users.emailHelp')}
      autoComplete="off"
      maxLength={EMAIL_MAX}
    />
  )
}
