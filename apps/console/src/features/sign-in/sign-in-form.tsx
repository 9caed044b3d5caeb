import { STAFF_API } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { SignInLinkOffer } from './sign-in-link-offer'
import styles from './sign-in.module.css'
import { messages } from './messages'

type Field = 'username' | 'password'

/**
 * User name and password. A refusal (wrong password, too many attempts) is said on the form, beside
 * the field the server names or above the button; the session, once open, reveals the screen asked for.
 * Kept waiting by the throttle, the person is offered a sign-in link by e-mail when the site sends them.
 */
export function SignInForm({ offerLink = false }: { offerLink?: boolean }) {
  const t = useMessages(messages)
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [limited, setLimited] = useState(false)
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    if (!values.username.trim()) missing.username = t('signIn.usernameMissing')
    if (!values.password) missing.password = t('signIn.passwordMissing')
    setErrors(missing)
    setFailure(null)
    if (Object.keys(missing).length > 0) return
    setPending(true)
    try {
      await api.call(STAFF_API.login, { username: values.username.trim(), password: values.password })
    } catch (error) {
      if (!isApiError(error)) throw error
      const named = { username: error.forField('username'), password: error.forField('password') }
      setErrors(named)
      setFailure(named.username || named.password ? null : error.message)
      setLimited(error.code === 'rateLimited')
      setValues((v) => ({ ...v, password: '' }))
      setPending(false)
    }
  }
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
      <TextField
        label={t('signIn.username')}
        name="username"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        autoComplete="username"
        isRequired
      />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="current-password"
        isRequired
      />
      <FormStatus error={failure} />
      <Button type="submit" variant="primary" isPending={pending} className={styles.submit}>
        {t('signIn.submit')}
      </Button>
      {offerLink && limited && <SignInLinkOffer username={values.username.trim()} />}
    </Form>
  )
}
