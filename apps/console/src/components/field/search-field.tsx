import { Input, Label, SearchField as AriaSearchField } from 'react-aria-components'
import styles from './field.module.css'

interface SearchFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Enter: search now rather than after the pause in typing. */
  onSubmit?: (value: string) => void
  className?: string
}

/** A labelled search box; Escape clears it. */
export function SearchField({ label, value, onChange, onSubmit, className }: SearchFieldProps) {
  return (
    <AriaSearchField value={value} onChange={onChange} onSubmit={onSubmit} className={`${styles.field} ${className ?? ''}`}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} maxLength={100} />
    </AriaSearchField>
  )
}
