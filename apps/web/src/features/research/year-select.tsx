import { useId } from 'react'
import { messages } from './messages'
import styles from './year-select.module.css'

/** How many years back the year filter offers, this year included. */
const YEARS_OFFERED = 10

/**
 * The publication year: this year and the nine before it. The API has no list of the years that
 * have papers, and asking page after page for them would cost more than an empty year does.
 */
export function YearSelect({ value, onChange }: { value: number | ''; onChange: (year: number | '') => void }) {
  const id = useId()
  const thisYear = new Date().getFullYear()
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i)
  return (
    <div className={styles.year}>
      <label htmlFor={id} className={styles.label}>
        {messages.t('yearFilter')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        data-year-filter=""
      >
        <option value="">{messages.t('allYears')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  )
}
