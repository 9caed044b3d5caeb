import type { UploadRet } from '@ibr/contract'
import { FAULT_CATEGORIES } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { FileUpload } from '../../components/file-upload/file-upload'
import { api } from '../../lib/api'
import { checkFault, FAULT_RULES, type FaultField, type FaultValues } from './form-rules'
import { Field } from './form-field'
import styles from './form.module.css'
import { FormActions } from './form-actions'
import { messages } from './messages'
import { TicketConfirmation } from './ticket-confirmation'
import { useServiceForm } from './use-service-form'

const m = messages.t
const INITIAL: FaultValues = { reporter: '', contact: '', place: '', category: '', description: '' }
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const
const chars = (value: string) => [...value.trim()].length

/** The fault report: who, how to reach them, where, what kind, what happens, and optionally a screenshot. */
export function FaultForm() {
  const [screenshot, setScreenshot] = useState<UploadRet | null>(null)
  const [uploading, setUploading] = useState(false)
  const labels: Record<FaultField, string> = {
    reporter: m('reporter'),
    contact: m('contact'),
    place: m('place'),
    category: m('category'),
    description: m('description'),
    screenshot: m('screenshot'),
  }
  const form = useServiceForm({
    initial: INITIAL,
    check: checkFault,
    labels,
    send: async (values) => {
      const body = {
        reporter: values.reporter.trim(),
        contact: values.contact.trim(),
        place: values.place.trim(),
        category: values.category as (typeof FAULT_CATEGORIES)[number],
        description: values.description.trim(),
        ...(screenshot ? { screenshot: { fileId: screenshot.fileId, token: screenshot.token } } : {}),
      }
      return (await api.call(API.faultSubmit, body, { quiet: true })).ticket
    },
  })

  if (form.ticket) {
    return (
      <TicketConfirmation
        title={m('faultDone')}
        body={m('faultDoneBody')}
        ticket={form.ticket}
        onAnother={() => {
          setScreenshot(null)
          form.reset()
        }}
      />
    )
  }

  const text = (field: 'reporter' | 'contact' | 'place', autoComplete: string, hint?: string) => (
    <Field id={`fault-${field}`} label={labels[field]} required hint={hint} problem={form.shown(field)}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="text"
          autoComplete={autoComplete}
          maxLength={FAULT_RULES[field].max}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          onBlur={() => form.leave(field)}
        />
      )}
    </Field>
  )

  return (
    <form
      ref={form.form}
      className={styles.form}
      noValidate
      onSubmit={(e) => void form.submit(e)}
      aria-labelledby="page-title"
      data-form="fault"
    >
      <p className={styles.note}>{m('requiredNote')}</p>
      {text('reporter', 'name')}
      {text('contact', 'tel', m('contactHint'))}
      {text('place', 'off', m('placeHint'))}
      <Field id="fault-category" label={labels.category} required choose problem={form.shown('category')}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={form.values.category}
            onChange={(e) => form.set('category', e.target.value)}
            onBlur={() => form.leave('category')}
          >
            <option value="">{m('choose')}</option>
            {FAULT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {m(`fault.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="fault-description"
        label={labels.description}
        required
        wide
        hint={m('descriptionHint')}
        counter={{ count: chars(form.values.description), max: FAULT_RULES.description.max }}
        problem={form.shown('description')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={6}
            value={form.values.description}
            onChange={(e) => form.set('description', e.target.value)}
            onBlur={() => form.leave('description')}
          />
        )}
      </Field>
      <Field id="fault-screenshot" label={labels.screenshot} wide hint={m('screenshotHint')} problem={form.shown('screenshot')}>
        {(control) => (
          <FileUpload
            id={control.id}
            accept={IMAGE_EXTENSIONS}
            value={screenshot}
            onChange={(value) => {
              setScreenshot(value)
              form.setServer(null)
            }}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
            onBusyChange={setUploading}
          />
        )}
      </Field>
      <FormActions submitting={form.submitting} uploading={uploading} problems={form.shownCount} refusal={form.formError} />
    </form>
  )
}
