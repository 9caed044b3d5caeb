import type { FormField as Field, MeetingSign, UploadRet } from '@ibr/contract'
import { checkRegistration, isRequired, type RegistrationValues } from '@ibr/contract/forms'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { describeProblem } from '../../components/form/describe-problem'
import { ErrorSummary } from '../../components/form/error-summary'
import { FormActions } from '../../components/form/form-actions'
import { useForm } from '../../components/form/use-form'
import { api } from '../../lib/api'
import { Confirmation } from './confirmation'
import styles from './form.module.css'
import { messages } from './messages'
import { fieldId, RegistrationField } from './registration-field'

const m = messages.t

interface Props {
  conferenceId: number
  sign: MeetingSign
}

/** What was typed by field name, and the upload of each file field. */
type Entered = Record<string, string | UploadRet | null>

/** The form's values as the contract's rules read them. */
function registrationValues(fields: readonly Field[], entered: Entered): RegistrationValues {
  const text: Record<string, string> = {}
  const files: Record<string, boolean> = {}
  for (const f of fields) {
    const value = entered[f.name]
    if (f.type === 'file') files[f.name] = Boolean(value)
    else text[f.name] = typeof value === 'string' ? value : ''
  }
  return { text, files }
}

/**
 * The registration form drawn from the conference's fields. Checked here by the contract's rules
 * before sending; a refusal of the server lands beside its field, or above the form, and what the
 * visitor typed stays. One submission at a time, and none while a file is still uploading.
 */
export function RegistrationForm({ conferenceId, sign }: Props) {
  const { fields, fileRule } = sign
  const [busy, setBusy] = useState<Record<string, boolean>>({})
  const uploading = Object.values(busy).some(Boolean)
  const form = useForm({
    initial: {} as Entered,
    fields: fields.map((f) => f.name),
    check: (entered) => checkRegistration(fields, registrationValues(fields, entered)),
    send: (entered) => {
      const { text } = registrationValues(fields, entered)
      const files = fields.flatMap((f) => {
        const upload = entered[f.name]
        return f.type === 'file' && upload && typeof upload === 'object'
          ? [{ field: f.name, fileId: upload.fileId, token: upload.token }]
          : []
      })
      const trimmed = Object.fromEntries(Object.entries(text).map(([name, value]) => [name, (value ?? '').trim()]))
      return api.call(API.meetingRegister, { menuId: conferenceId, fields: trimmed, files }, { quiet: true })
    },
    focus: 'summary',
  })

  if (form.result) return <Confirmation result={form.result} onAnother={form.reset} />

  const described = (f: Field) => {
    const shown = form.shown(f.name)
    return shown && describeProblem(shown, f.label, f.type === 'select')
  }
  const listed = form.shownFields.flatMap((name) => {
    const f = fields.find((x) => x.name === name)
    return f ? [{ id: fieldId(f.name), message: described(f)! }] : []
  })
  return (
    <form
      ref={form.form}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        if (uploading) e.preventDefault()
        else void form.submit(e)
      }}
      aria-labelledby="apply-form"
      data-registration-form=""
    >
      {form.attempt > 0 && (listed.length > 0 || form.generalError) && (
        <ErrorSummary key={form.attempt} ref={form.summary} id="apply" fieldErrors={listed} formError={form.generalError} />
      )}
      <p className={styles.note}>{m('requiredNote')}</p>
      {fields.map((field) => (
        <RegistrationField
          key={field.name}
          field={field}
          required={isRequired(field, fields)}
          value={form.values[field.name] ?? null}
          problem={form.shown(field.name)}
          fileRule={fileRule}
          onChange={(value) => form.set(field.name, value)}
          onBlur={() => form.leave(field.name)}
          onBusy={(value) => setBusy((b) => ({ ...b, [field.name]: value }))}
        />
      ))}
      <FormActions
        submitting={form.submitting}
        uploading={uploading}
        labels={{ submit: m('submit'), submitting: m('submitting'), wait: m('waitUpload') }}
      />
    </form>
  )
}
