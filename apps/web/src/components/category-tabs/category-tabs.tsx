import styles from './category-tabs.module.css'

export interface CategoryOption {
  value: string
  label: string
}

/** One filter chosen among a few (a category, a year): a row of toggle buttons. */
export function CategoryTabs({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly CategoryOption[]
  value: string
  onChange: (value: string) => void
  label: string
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label} data-filter={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`${styles.tab} ${option.value === value ? styles.active : ''}`}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-filter-value={option.value}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
