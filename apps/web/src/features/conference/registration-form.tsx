import type { FormField as Field, MeetingSign } from '@ibr/contract'
import { checkRegistration, isRequired, registrationFee, type RegistrationValues } from '@ibr/contract/registration-rules'
import { API } from '@ibr/contract/paths'
import { useEffect, useState } from 'react'
import { describeProblem } from '../../components/form/describe-problem'
import { ErrorSummary } from '../../components/form/error-summary'
import { FormActions } from '../../components/form/form-actions'
import { useForm } from '../../components/form/use-form'
import { api } from '../../lib/api'
import { Confirmation } from './confirmation'
import styles from './form.module.css'
import { messages } from './messages'
import { formatFee } from './registration-choices'
import { fieldId, RegistrationField, type EnteredValue } from './registration-field'

const m = messages.t

interface Props {
  conferenceId: number
  sign: MeetingSign
  /** A change through the private link: the values to start from, and where the change is sent instead. */
  initial?: Entered
  onSend?: (fields: Record<string, string | string[]>, files: { field: string; fileId: string; token: string }[]) => Promise<unknown>
  onDone?: (result: unknown) => void
}

/** What was entered by field name: text, a list, or the upload of a file field. */
type Entered = Record<string, EnteredValue>

/** The form's values as the contract's rules read them. */
export function registrationValues(
  fields: readonly Field[],
  entered: Entered,
): RegistrationValues & { text: Record<string, string | string[]> } {
  const text: Record<string, string | string[]> = {}
  const files: Record<string, boolean> = {}
  for (const f of fields) {
    const value = entered[f.name]
    if (f.type === 'file') files[f.name] = Boolean(value)
    else text[f.name] = typeof value === 'string' || Array.isArray(value) ? value : ''
  }
  return { text, files }
}

/**
 * The registration form drawn from the conference's fields. Checked here by the contract's rules
 * before sending; a refusal of the server lands beside its field, or above the form, and what the
 * visitor typed stays. One submission at a time, and none while a file is still uploading.
 */
export function RegistrationForm({ conferenceId, sign, initial, onSend, onDone }: Props) {
  const { fields, fileRule } = sign
  const [busy, setBusy] = useState<Record<string, boolean>>({})
  const uploading = Object.values(busy).some(Boolean)
  const form = useForm({
    initial: initial ?? ({} as Entered),
    fields: fields.map((f) => f.name),
    check: (entered) => checkRegistration(fields, registrationValues(fields, entered)),
    send: (entered) => {
      const { text } = registrationValues(fields, entered)
      const files = fields.flatMap((f) => {
        const upload = entered[f.name]
        return f.type === 'file' && upload && typeof upload === 'object' && !Array.isArray(upload)
          ? [{ field: f.name, fileId: upload.fileId, token: upload.token }]
          : []
      })
      const trimmed = Object.fromEntries(
        Object.entries(text).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : value.trim(),
        ]),
      )
      if (onSend) return onSend(trimmed, files)
      return api.call(API.meetingRegister, { menuId: conferenceId, fields: trimmed, files }, { quiet: true })
    },
    focus: 'summary',
  })

  const result = form.result
  useEffect(() => {
    if (result && onDone) onDone(result)
  }, [result, onDone])
  if (result && onDone) return null
  if (form.result) return <Confirmation result={form.result as Parameters<typeof Confirmation>[0]['result']} onAnother={form.reset} />
  const fee = registrationFee(fields, registrationValues(fields, form.values).text)

  const described = (f: Field) => {
    const shown = form.shown(f.name)
    return shown && describeProblem(shown, f.label, f.type === 'select' || f.type === 'country')
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
          currency={sign.currency}
          onChange={(value) => form.set(field.name, value)}
          onBlur={() => form.leave(field.name)}
          onBusy={(value) => setBusy((b) => ({ ...b, [field.name]: value }))}
        />
      ))}
      {fee > 0 && (
        <p className={styles.total} aria-live="polite" data-total-fee="">
          {m('total', { fee: formatFee(fee, sign.currency) })}
        </p>
      )}
      <FormActions
        submitting={form.submitting}
        uploading={uploading}
        labels={{ submit: m('submit'), submitting: m('submitting'), wait: m('waitUpload') }}
      />
    </form>
  )
}
