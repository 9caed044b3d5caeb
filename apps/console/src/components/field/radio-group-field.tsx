import { Radio, RadioGroup } from 'react-aria-components'
import { FieldHeading } from './field-heading'
import type { SelectOption } from './select-field'
import styles from './field.module.css'

interface RadioGroupFieldProps {
  label: string
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  description?: string
}

/** A labelled choice of one among a few, all in view. */
export function RadioGroupField({ label, name, options, value, onChange, description }: RadioGroupFieldProps) {
  return (
    <RadioGroup name={name} value={value} onChange={onChange} orientation="horizontal" className={styles.field}>
      <FieldHeading label={label} description={description} />
      <div className={`${styles.choices} ${styles.inline}`}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
