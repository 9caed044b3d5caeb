import { PASSWORD_MIN, STAFF_API } from '@ibr/contract/staff-client'
import { type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { PasswordStrength, usePasswordScore } from '../../components/password-strength/password-strength'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { placeFailure, useFormText, useStaffForm } from '../../lib/use-staff-form'
import { useStaffFetch } from '../../lib/use-staff-query'
import { accountKeys } from './account-keys'
import styles from './account.module.css'
import { messages } from './messages'

type Field = 'current' | 'password' | 'confirm'
const EMPTY: Record<Field, string> = { current: '', password: '', confirm: '' }
/** The fields the server names; the repetition is checked only here. */
const SENT: readonly Field[] = ['current', 'password']

/** A wrong current password belongs beside that field, whether or not the server named it. */
function placePasswordFailure(error: ApiError) {
  const placed = placeFailure(error, SENT)
  if (error.code !== 'currentPasswordWrong' || placed.fields.current) return placed
  return { fields: { ...placed.fields, current: error.message }, form: null }
}

/**
 * Changes one's own password: the current one, the new one twice. The length and the match are
 * checked here to spare a round trip, the strength shown as it is typed; whether the password is
 * strong enough the server decides and says why not (repeated characters, a common password, the
 * person's name...) at the field, since only it knows the names an attacker would try. The check and
 * the hash take seconds: the form says it is busy until the answer comes.
 */
export function ChangePasswordForm() {
  const t = useMessages(messages)
  const form = useStaffForm(STAFF_API.password, { invalidates: accountKeys.password, fields: SENT, place: placePasswordFailure })
  const { values, setValues, bind } = useFormText(EMPTY, form)
  const fetchStaff = useStaffFetch()
  const score = usePasswordScore(values.password)
  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {}
    if (!values.current) found.current = t('password.currentMissing')
    if (values.password.length < PASSWORD_MIN) found.password = t('password.tooShort', { min: PASSWORD_MIN })
    else if (values.confirm !== values.password) found.confirm = t('password.mismatch')
    return found
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.refuse(check()) || form.pending || !(await form.submit({ current: values.current, password: values.password }))) return
    setValues(EMPTY)
    // The person as the server now has them (the session store reads this answer): no longer obliged to change the password.
    await fetchStaff(STAFF_API.me, {})
  }
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form} aria-busy={form.pending}>
      <TextField label={t('password.current')} type="password" {...bind('current')} autoComplete="current-password" isRequired />
      <TextField
        label={t('password.new')}
        type="password"
        {...bind('password')}
        description={t('password.rule', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        isRequired
      />
      <PasswordStrength password={values.password} score={score} />
      <TextField label={t('password.confirm')} type="password" {...bind('confirm')} autoComplete="new-password" isRequired />
      <FormStatus error={form.formError} success={form.saved ? t('password.changed') : null} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.pending}>
          {t('password.submit')}
        </Button>
        {form.pending && (
          <span role="status" className={styles.busy}>
            {t('password.saving')}
          </span>
        )}
      </div>
    </Form>
  )
}
