import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { placeFailure, useStaffForm } from '../../lib/use-staff-form'
import { signInKeys } from './sign-in-keys'
import { SignInLinkOffer } from './sign-in-link-offer'
import styles from './sign-in.module.css'
import { messages } from './messages'

const FIELDS = ['username', 'password'] as const
type Field = (typeof FIELDS)[number]

/**
 * User name and password. A refusal (wrong password, too many attempts) is said on the form, beside
 * the field the server names or above the button; the session, once open, reveals the screen asked for.
 * Kept waiting by the throttle, the person is offered a sign-in link by e-mail when the site sends them.
 */
export function SignInForm({ offerLink = false }: { offerLink?: boolean }) {
  const t = useMessages(messages)
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' })
  const [limited, setLimited] = useState(false)
  // Every refusal empties the password; the throttle's also offers the link. (A success opens the session: the client
  // hands the login's answer to the session store, and the screen asked for replaces this form.)
  const place = useCallback((error: ApiError) => {
    setLimited(error.code === 'rateLimited')
    setValues((v) => ({ ...v, password: '' }))
    return placeFailure(error, FIELDS)
  }, [])
  const form = useStaffForm(STAFF_API.login, { invalidates: signInKeys.session, fields: FIELDS, place })
  const { errors } = form
  // Typing clears that field's message only: a refusal above the button (the throttle's wait) stays in view.
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    form.setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    if (!values.username.trim()) missing.username = t('signIn.usernameMissing')
    if (!values.password) missing.password = t('signIn.passwordMissing')
    if (Object.keys(missing).length > 0) return form.setErrors(missing)
    await form.submit({ username: values.username.trim(), password: values.password })
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
      <FormStatus error={form.formError} />
      <Button type="submit" variant="primary" isPending={form.pending} className={styles.submit}>
        {t('signIn.submit')}
      </Button>
      {offerLink && limited && <SignInLinkOffer username={values.username.trim()} />}
    </Form>
  )
}
