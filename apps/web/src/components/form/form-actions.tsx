import { useId } from 'react'
import styles from './form.module.css'

interface Props {
  submitting: boolean
  /** A file is still on its way: the button waits for it, and says why. */
  uploading?: boolean
  labels: { submit: string; submitting: string; wait: string }
}

/** The send button, held while a submission or an upload is on its way. */
export function FormActions({ submitting, uploading = false, labels }: Props) {
  const waitId = useId()
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.submit} disabled={submitting || uploading} aria-describedby={uploading ? waitId : undefined}>
        {submitting ? labels.submitting : labels.submit}
      </button>
      {uploading && (
        <p id={waitId} className={styles.help}>
          {labels.wait}
        </p>
      )}
    </div>
  )
}
