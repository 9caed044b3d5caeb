import styles from './form-status.module.css'

/**
 * A form's message that belongs to no one field (a refusal, a rate limit). The live region is always
 * in the page, so a message appearing in it is announced.
 */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div role="alert">
      {error && <p className={styles.error}>{error}</p>}
      {!error && success && <p className={styles.success}>{success}</p>}
    </div>
  )
}
