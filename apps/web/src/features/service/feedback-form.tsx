import { FEEDBACK_KINDS } from '@ibr/contract/enums'
import { checkFeedback, FEEDBACK_RULES } from '@ibr/contract/forms'
import { API } from '@ibr/contract/paths'
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
const INITIAL = { kind: FEEDBACK_KINDS[0] as string, name: '', contact: '', content: '' }
const FIELDS = ['kind', 'name', 'contact', 'content'] as const

/** A suggestion or feedback: what it is, the message, and optionally who and how to answer. */
export function FeedbackForm() {
  const labels: Record<(typeof FIELDS)[number], string> = {
    kind: m('kind'),
    name: m('name'),
    contact: m('feedbackContact'),
    content: m('content'),
  }
  const form = useForm({
    initial: INITIAL,
    fields: FIELDS,
    check: checkFeedback,
    send: async (values) => {
      const name = values.name.trim()
      const contact = values.contact.trim()
      const body = {
        kind: values.kind as (typeof FEEDBACK_KINDS)[number],
        content: values.content.trim(),
        ...(name ? { name } : {}),
        ...(contact ? { contact } : {}),
      }
      return api.call(API.feedbackSubmit, body, { quiet: true })
    },
  })

  if (form.result)
    return <TicketConfirmation title={m('feedbackDone')} body={m('feedbackDoneBody')} ticket={form.result} onAnother={form.reset} />

  return (
    <form {...form.formProps} className={styles.form} aria-labelledby="page-title" data-form="feedback">
      <p className={styles.note}>{m('requiredNote')}</p>
      <Field id="feedback-kind" label={labels.kind} required group choose wide problem={form.shown('kind')}>
        {() => (
          <div className={formStyles.choices}>
            {FEEDBACK_KINDS.map((kind) => (
              <label key={kind} className={formStyles.choice}>
                <input
                  type="radio"
                  name="feedback-kind"
                  value={kind}
                  checked={form.values.kind === kind}
                  onChange={() => form.set('kind', kind)}
                />
                {m(`kind.${kind}`)}
              </label>
            ))}
          </div>
        )}
      </Field>
      {(['name', 'contact'] as const).map((field) => (
        <Field key={field} id={`feedback-${field}`} label={labels[field]} problem={form.shown(field)}>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              type="text"
              autoComplete={field === 'name' ? 'name' : 'email'}
              maxLength={FEEDBACK_RULES[field].max}
              value={form.values[field]}
              onChange={(e) => form.set(field, e.target.value)}
              onBlur={() => form.leave(field)}
            />
          )}
        </Field>
      ))}
      <LongTextField
        id="feedback-content"
        label={labels.content}
        help={m('contentHint')}
        max={FEEDBACK_RULES.content.max}
        rows={7}
        {...form.bind('content')}
      />
      <FormStatus problems={form.attempt > 0 ? form.shownFields.length : 0} refusal={form.generalError} />
      <FormActions submitting={form.submitting} labels={{ submit: m('submit'), submitting: m('submitting'), wait: m('uploadBusy') }} />
    </form>
  )
}
