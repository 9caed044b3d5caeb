import { charCount } from '@ibr/contract/forms'
import type { Shown } from './describe-problem'
import { Field } from './field'
import styles from './form.module.css'

interface Props {
  id: string
  label: string
  help: string
  /** The most characters the server takes, counted on the trimmed text as the server counts. */
  max: number
  rows: number
  value: string
  problem: Shown | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/** A required long text (a description, a message) across the form, with its character counter. */
export function LongTextField({ id, label, help, max, rows, value, problem, onChange, onBlur }: Props) {
  return (
    <Field id={id} label={label} required wide help={help} counter={{ count: charCount(value.trim()), max }} problem={problem}>
      {(control) => (
        <textarea
          {...control}
          className={styles.textarea}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  )
}
