import { FieldError } from 'react-aria-components'
import styles from './field.module.css'

/**
 * A field's error, under the control and tied to it (React Aria links it with aria-describedby). The
 * live region around it stays in the page, so an error arriving from the server is announced.
 */
export function FieldErrorText({ error }: { error?: string | null }) {
  return <div aria-live="polite">{error && <FieldError className={styles.error}>{error}</FieldError>}</div>
}
