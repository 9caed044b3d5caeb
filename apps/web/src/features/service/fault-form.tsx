import type { UploadRet } from '@ibr/contract'
import { FAULT_CATEGORIES } from '@ibr/contract/enums'
import { checkFault, FAULT_RULES } from '@ibr/contract/forms'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { FileUpload } from '../../components/file-upload/file-upload'
import { Field } from '../../components/form/field'
import { LongTextField } from '../../components/form/long-text-field'
import { FormActions } from '../../components/form/form-actions'
import { FormStatus } from '../../components/form/form-status'
import formStyles from '../../components/form/form.module.css'
import { useForm } from '../../components/form/use-form'
import { api } from '../../lib/api'
import styles from './form.module.css'
import { messages } from './messages'
import { TicketConfirmation } from './ticket-confirmation'

const m = messages.t
interface FaultInput {
  reporter: string
  contact: string
  place: string
  category: string
  description: string
  screenshot: UploadRet | null
}
const INITIAL: FaultInput = { reporter: '', contact: '', place: '', category: '', description: '', screenshot: null }
const FIELDS = ['reporter', 'contact', 'place', 'category', 'description', 'screenshot'] as const
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const

/** The fault report: who, how to reach them, where, what kind, what happens, and optionally a screenshot. */
export function FaultForm() {
  const [uploading, setUploading] = useState(false)
  const labels: Record<(typeof FIELDS)[number], string> = {
    reporter: m('reporter'),
    contact: m('contact'),
    place: m('place'),
    category: m('category'),
    description: m('description'),
    screenshot: m('screenshot'),
  }
  const form = useForm({
    initial: INITIAL,
    fields: FIELDS,
    check: checkFault,
    send: async ({ screenshot, ...values }) => {
      const body = {
        reporter: values.reporter.trim(),
        contact: values.contact.trim(),
        place: values.place.trim(),
        category: values.category as (typeof FAULT_CATEGORIES)[number],
        description: values.description.trim(),
        ...(screenshot ? { screenshot: { fileId: screenshot.fileId, token: screenshot.token } } : {}),
      }
      return api.call(API.faultSubmit, body, { quiet: true })
    },
  })

  if (form.result) {
    return <TicketConfirmation title={m('faultDone')} body={m('faultDoneBody')} ticket={form.result} onAnother={form.reset} />
  }

  const text = (field: 'reporter' | 'contact' | 'place', autoComplete: string, help?: string) => (
    <Field id={`fault-${field}`} label={labels[field]} required help={help} problem={form.shown(field)}>
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
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
    <form {...form.formProps} className={styles.form} aria-labelledby="page-title" data-form="fault">
      <p className={styles.note}>{m('requiredNote')}</p>
      {text('reporter', 'name')}
      {text('contact', 'tel', m('contactHint'))}
      {text('place', 'off', m('placeHint'))}
      <Field id="fault-category" label={labels.category} required choose problem={form.shown('category')}>
        {(control) => (
          <select
            {...control}
            className={formStyles.select}
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
      <LongTextField
        id="fault-description"
        label={labels.description}
        help={m('descriptionHint')}
        max={FAULT_RULES.description.max}
        rows={6}
        {...form.bind('description')}
      />
      <Field id="fault-screenshot" label={labels.screenshot} wide help={m('screenshotHint')} problem={form.shown('screenshot')}>
        {(control) => (
          <FileUpload
            id={control.id}
            accept={IMAGE_EXTENSIONS}
            value={form.values.screenshot}
            onChange={(value) => {
              form.set('screenshot', value)
              form.clearGeneral()
            }}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
            onBusyChange={setUploading}
          />
        )}
      </Field>
      <FormStatus problems={form.attempt > 0 ? form.shownFields.length : 0} refusal={form.generalError} />
      <FormActions
        submitting={form.submitting}
        uploading={uploading}
        labels={{ submit: m('submit'), submitting: m('submitting'), wait: m('uploadBusy') }}
      />
    </form>
  )
}
