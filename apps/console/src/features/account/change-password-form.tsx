import { PASSWORD_MIN, STAFF_API } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { PasswordStrength, usePasswordScore } from '../../components/password-strength/password-strength'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import styles from './account.module.css'
import { messages } from './messages'

type Field = 'current' | 'password' | 'confirm'
const EMPTY: Record<Field, string> = { current: '', password: '', confirm: '' }

/**
 * Changes one's own password: the current one, the new one twice. The length and the match are
 * checked here to spare a round trip, the strength shown as it is typed; whether the password is
 * strong enough the server decides and says why not (repeated characters, a common password, the
 * person's name...) at the field, since only it knows the names an attacker would try. The check and
 * the hash take seconds: the form says it is busy until the answer comes.
 */
export function ChangePasswordForm() {
  const t = useMessages(messages)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState<{ error?: string; success?: string }>({})
  const change = useStaffMutation(STAFF_API.password, { invalidates: [] })
  const score = usePasswordScore(values.password)
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {}
    if (!values.current) found.current = t('password.currentMissing')
    if (values.password.length < PASSWORD_MIN) found.password = t('password.tooShort', { min: PASSWORD_MIN })
    else if (values.confirm !== values.password) found.confirm = t('password.mismatch')
    return found
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = check()
    setErrors(found)
    setStatus({})
    if (Object.keys(found).length > 0 || change.isPending) return
    try {
      await change.mutateAsync({ current: values.current, password: values.password })
      setValues(EMPTY)
      setStatus({ success: t('password.changed') })
      // The person as the server now has them (the session store reads this answer): no longer obliged to change the password.
      await api.call(STAFF_API.me, {})
    } catch (error) {
      if (!isApiError(error)) throw error
      const named = { current: error.forField('current'), password: error.forField('password') }
      if (error.code === 'currentPasswordWrong' && !named.current) named.current = error.message
      setErrors(named)
      setStatus(named.current || named.password ? {} : { error: error.message })
    }
  }
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form} aria-busy={change.isPending}>
      <TextField
        label={t('password.current')}
        name="current"
        type="password"
        value={values.current}
        onChange={set('current')}
        error={errors.current}
        autoComplete="current-password"
        isRequired
      />
      <TextField
        label={t('password.new')}
        name="password"
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        description={t('password.rule', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        isRequired
      />
      <PasswordStrength password={values.password} score={score} />
      <TextField
        label={t('password.confirm')}
        name="confirm"
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        autoComplete="new-password"
        isRequired
      />
      <FormStatus error={status.error} success={status.success} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={change.isPending}>
          {t('password.submit')}
        </Button>
        {change.isPending && (
          <span role="status" className={styles.busy}>
            {t('password.saving')}
          </span>
        )}
      </div>
    </Form>
  )
}
