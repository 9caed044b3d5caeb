import type { ReactNode } from 'react'
import { messages } from './messages'
import styles from './meta-line.module.css'

export interface MetaField {
  label: string
  value: ReactNode
  /** Marks the field for tests and styles, e.g. "deadline". */
  name: string
}

/** Labelled facts under a title (time and venue, deadline, source), as a description list. */
export function MetaLine({ fields }: { fields: readonly MetaField[] }) {
  const shown = fields.filter((f) => f.value !== null && f.value !== '' && f.value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className={styles.meta}>
      {shown.map((field) => (
        <div key={field.name} className={styles.field} data-meta={field.name}>
          <dt className={styles.label}>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** "Open" or "Closed" in words (a colour alone would not say it). */
export function DeadlineStatus({ closed }: { closed: boolean }) {
  return (
    <span className={`${styles.status} ${closed ? styles.closed : styles.open}`} data-closed={closed}>
      {messages.t(closed ? 'procurement.closed' : 'procurement.open')}
    </span>
  )
}
