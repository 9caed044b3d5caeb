import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * For a form without an error summary: one live line above the button saying what stands in the
 * way, the number of fields to correct or the server's refusal that names no field.
 */
export function FormStatus({ problems, refusal }: { problems: number; refusal: string | null }) {
  return (
    <div className={styles.status} role="alert" data-form-summary="">
      {refusal ? m('refused', { message: refusal }) : problems > 0 ? m('fixErrors', { count: problems }) : ''}
    </div>
  )
}
