import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { placeFailure, useFormText, useStaffForm } from '../../lib/use-staff-form'
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
  const [limited, setLimited] = useState(false)
  // Every refusal empties the password; the throttle's also offers the link. (A success opens the session: the client
  // hands the login's answer to the session store, and the screen asked for replaces this form.)
  const place = useCallback((error: ApiError) => {
    setLimited(error.code === 'rateLimited')
    return placeFailure(error, FIELDS)
  }, [])
  const form = useStaffForm(STAFF_API.login, { invalidates: signInKeys.session, fields: FIELDS, place })
  const { values, setValues, bind } = useFormText<Field>({ username: '', password: '' }, form)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    if (!values.username.trim()) missing.username = t('signIn.usernameMissing')
    if (!values.password) missing.password = t('signIn.passwordMissing')
    if (form.refuse(missing)) return
    if (!(await form.submit({ username: values.username.trim(), password: values.password }))) setValues((v) => ({ ...v, password: '' }))
  }
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
      <TextField label={t('signIn.username')} {...bind('username')} autoComplete="username" isRequired />
      <TextField label={t('signIn.password')} type="password" {...bind('password')} autoComplete="current-password" isRequired />
      <FormStatus error={form.formError} />
      <Button type="submit" variant="primary" isPending={form.pending} className={styles.submit}>
        {t('signIn.submit')}
      </Button>
      {offerLink && limited && <SignInLinkOffer username={values.username.trim()} />}
    </Form>
  )
}
