import styles from './date-badge.module.css'

/** A date as a calendar leaf: the day large, the year and month small. */
export function DateBadge({ date }: { date: string }) {
  const [year, month, day] = date.split('-')
  return (
    <time className={styles.badge} dateTime={date}>
      <span className={styles.day}>{day}</span>
      <span className={styles.month}>
        {year}-{month}
      </span>
    </time>
  )
}
