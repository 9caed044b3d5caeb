import { FEEDBACK_KINDS } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { api } from '../../lib/api'
import { checkFeedback, FEEDBACK_RULES, type FeedbackField, type FeedbackValues } from './form-rules'
import { Field } from './form-field'
import { FormActions } from './form-actions'
import styles from './form.module.css'
import { messages } from './messages'
import { TicketConfirmation } from './ticket-confirmation'
import { useServiceForm } from './use-service-form'

const m = messages.t
const INITIAL: FeedbackValues = { kind: FEEDBACK_KINDS[0], name: '', contact: '', content: '' }
const chars = (value: string) => [...value.trim()].length

/** A suggestion or feedback: what it is, the message, and optionally who and how to answer. */
export function FeedbackForm() {
  const labels: Record<FeedbackField, string> = { kind: m('kind'), name: m('name'), contact: m('feedbackContact'), content: m('content') }
  const form = useServiceForm({
    initial: INITIAL,
    check: checkFeedback,
    labels,
    send: async (values) => {
      const name = values.name.trim()
      const contact = values.contact.trim()
      const body = {
        kind: values.kind as (typeof FEEDBACK_KINDS)[number],
        content: values.content.trim(),
        ...(name ? { name } : {}),
        ...(contact ? { contact } : {}),
      }
      return (await api.call(API.feedbackSubmit, body, { quiet: true })).ticket
    },
  })

  if (form.ticket)
    return <TicketConfirmation title={m('feedbackDone')} body={m('feedbackDoneBody')} ticket={form.ticket} onAnother={form.reset} />

  return (
    <form
      ref={form.form}
      className={styles.form}
      noValidate
      onSubmit={(e) => void form.submit(e)}
      aria-labelledby="page-title"
      data-form="feedback"
    >
      <p className={styles.note}>{m('requiredNote')}</p>
      <Field id="feedback-kind" label={labels.kind} required group choose wide problem={form.shown('kind')}>
        {() => (
          <div className={styles.choices}>
            {FEEDBACK_KINDS.map((kind) => (
              <label key={kind} className={styles.choice}>
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
              className={styles.input}
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
      <Field
        id="feedback-content"
        label={labels.content}
        required
        wide
        hint={m('contentHint')}
        counter={{ count: chars(form.values.content), max: FEEDBACK_RULES.content.max }}
        problem={form.shown('content')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={7}
            value={form.values.content}
            onChange={(e) => form.set('content', e.target.value)}
            onBlur={() => form.leave('content')}
          />
        )}
      </Field>
      <FormActions submitting={form.submitting} problems={form.shownCount} refusal={form.formError} />
    </form>
  )
}
