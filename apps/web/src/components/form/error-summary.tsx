import type { Ref } from 'react'
import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

interface Props {
  ref: Ref<HTMLDivElement>
  id: string
  fieldErrors: readonly { id: string; message: string }[]
  /** A refusal that names no field (registration closed, no answer). */
  formError: string | null
}

/**
 * Above the form after a failed attempt: announced, focused, and listing each problem with a button
 * to its field (links would change the hash route). The errors also stand beside their fields.
 */
export function ErrorSummary({ ref, id, fieldErrors, formError }: Props) {
  const count = fieldErrors.length + (formError ? 1 : 0)
  const titleId = `${id}-summary`
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId} data-error-summary="">
      <h3 id={titleId} className={styles.summaryTitle}>
        {m('summaryTitle')}
        {count > 1 && <span className={styles.summaryCount}>{m('summaryCount', { count })}</span>}
      </h3>
      <ul>
        {formError && <li data-form-error="">{formError}</li>}
        {fieldErrors.map((e) => (
          <li key={e.id}>
            <button type="button" className={styles.summaryLink} onClick={() => document.getElementById(e.id)?.focus()}>
              {e.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
