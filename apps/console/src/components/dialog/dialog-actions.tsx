import type { ReactNode } from 'react'
import styles from './modal-dialog.module.css'

/** The buttons at the foot of a dialog or form. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
