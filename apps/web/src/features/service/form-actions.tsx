import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * The send button and what stands in its way, said in a live region: the problems to correct, the
 * server's refusal, a file still uploading. The button is held while a submission is on its way.
 */
export function FormActions({
  submitting,
  uploading = false,
  problems,
  refusal,
}: {
  submitting: boolean
  uploading?: boolean
  problems: number
  refusal: string | null
}) {
  return (
    <>
      <div className={styles.summary} role="alert" data-form-summary="">
        {refusal ? m('refused', { message: refusal }) : problems > 0 ? m('fixErrors', { count: problems }) : ''}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={submitting || uploading}
          aria-describedby={uploading ? 'form-wait' : undefined}
        >
          {submitting ? m('submitting') : m('submit')}
        </button>
        {uploading && (
          <span id="form-wait" className={styles.wait}>
            {m('uploadBusy')}
          </span>
        )}
      </div>
    </>
  )
}
