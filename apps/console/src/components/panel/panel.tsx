import type { ReactNode } from 'react'
import styles from './panel.module.css'

interface PanelProps {
  /** warning: something one may not do or that is not there; error: something that failed. */
  tone: 'warning' | 'error'
  title?: string
  children: ReactNode
}

/** A message in place of a screen's content, announced when it appears. */
export function Panel({ tone, title, children }: PanelProps) {
  return (
    <div className={`${styles.panel} ${styles[tone]}`} role="alert">
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </div>
  )
}
