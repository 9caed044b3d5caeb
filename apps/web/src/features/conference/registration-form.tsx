import type { FormField as Field, MeetingRegisterRet, MeetingSign, UploadRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useRef, useState, type FormEvent } from 'react'
import { toastSuccess } from '../../components/toast/toasts'
import { t } from '../../i18n'
import { api } from '../../lib/api'
import { ApiError } from '../../lib/api-client'
import { Confirmation } from './confirmation'
import { ErrorSummary } from './error-summary'
import { describeProblem } from './describe-problem'
import { checkField, checkForm, isRequired, textValues, type FormValues } from './form-rules'
import { FormField, fieldId } from './form-field'
import styles from './form.module.css'
import { messages } from './messages'
import { placeServerError } from './server-error'

const m = messages.t

interface Props {
  conferenceId: number
  sign: MeetingSign
}

/**
 * The registration form drawn from the conference's fields. Checked here by the server's rules
 * before sending; a refusal of the server lands beside its field, or above the form, and what the
 * visitor typed stays. One submission at a time, and none while a file is still uploading.
 */
export function RegistrationForm({ conferenceId, sign }: Props) {
  const { fields, fileRule } = sign
  const [text, setText] = useState<Record<string, string>>({})
  const [uploads, setUploads] = useState<Record<string, UploadRet | null>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [attempted, setAttempted] = useState(false)
  const [busy, setBusy] = useState<Record<string, boolean>>({})
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState<MeetingRegisterRet | null>(null)
  // A second click in the same frame sees the state of the first render: the ref stops it.
  const sending = useRef(false)
  // Each failed attempt remounts the summary, so screen readers announce it again.
  const [attempt, setAttempt] = useState(0)
  const summary = useRef<HTMLDivElement>(null)

  const uploading = Object.values(busy).some(Boolean)
  const values = (next: { text?: Record<string, string>; uploads?: Record<string, UploadRet | null> } = {}): FormValues => ({
    text: next.text ?? text,
    files: Object.fromEntries(Object.entries(next.uploads ?? uploads).map(([k, v]) => [k, Boolean(v)])),
  })

  // Once the visitor has tried to submit (or a field was refused), a field is checked again as it changes.
  function recheck(field: Field, next: FormValues) {
    if (!attempted && !errors[field.name]) return
    const problem = checkField(field, fields, next)
    setErrors((e) => {
      const { [field.name]: _, ...rest } = e
      return problem ? { ...rest, [field.name]: describeProblem(problem, field) } : rest
    })
  }

  function showProblems(fieldErrors: Record<string, string>, message: string | null) {
    setErrors(fieldErrors)
    setFormError(message)
    setAttempt((n) => n + 1)
    requestAnimationFrame(() => summary.current?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending.current || uploading) return
    setAttempted(true)
    const problems = checkForm(fields, values())
    if (problems.size > 0) {
      const described = fields.filter((f) => problems.has(f.name)).map((f) => [f.name, describeProblem(problems.get(f.name)!, f)])
      return showProblems(Object.fromEntries(described), null)
    }
    sending.current = true
    setSubmitting(true)
    try {
      const files = fields.flatMap((f) => {
        const upload = uploads[f.name]
        return f.type === 'file' && upload ? [{ field: f.name, fileId: upload.fileId, token: upload.token }] : []
      })
      const answer = await api.call(
        API.meetingRegister,
        { menuId: conferenceId, fields: textValues(fields, values()), files },
        { quiet: true },
      )
      setDone(answer)
      toastSuccess(t('toast.submit'))
    } catch (error) {
      // A 401 is already leaving for the login page.
      if (!(error instanceof ApiError) || error.code === 'loginExpired') return
      const placed = placeServerError(error, fields)
      showProblems(placed.field ? { [placed.field]: placed.message } : {}, placed.field ? null : placed.message)
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  function reset() {
    setText({})
    setUploads({})
    setErrors({})
    setFormError(null)
    setAttempted(false)
    setDone(null)
  }

  if (done) return <Confirmation result={done} onAnother={reset} />

  const listed = fields.filter((f) => errors[f.name]).map((f) => ({ id: fieldId(f.name), message: errors[f.name]! }))
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="apply-form" data-registration-form="">
      {(listed.length > 0 || formError) && <ErrorSummary key={attempt} ref={summary} fieldErrors={listed} formError={formError} />}
      <p className={styles.note}>{m('requiredNote')}</p>
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          required={isRequired(field, fields)}
          text={text[field.name] ?? ''}
          upload={uploads[field.name] ?? null}
          error={errors[field.name]}
          fileRule={fileRule}
          onText={(value) => {
            const next = { ...text, [field.name]: value }
            setText(next)
            recheck(field, values({ text: next }))
          }}
          onUpload={(value) => {
            const next = { ...uploads, [field.name]: value }
            setUploads(next)
            recheck(field, values({ uploads: next }))
          }}
          onBusy={(value) => setBusy((b) => ({ ...b, [field.name]: value }))}
        />
      ))}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={submitting || uploading}
          aria-describedby={uploading ? 'apply-wait' : undefined}
        >
          {submitting ? m('submitting') : m('submit')}
        </button>
        {uploading && (
          <p id="apply-wait" className={styles.help}>
            {m('waitUpload')}
          </p>
        )}
      </div>
    </form>
  )
}
