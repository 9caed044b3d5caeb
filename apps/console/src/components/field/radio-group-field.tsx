import { Radio, RadioGroup } from 'react-aria-components'
import { FieldHeading } from './field-heading'
import type { ChoiceFieldProps } from './select-field'
import styles from './field.module.css'

/** A labelled choice of one among a few, all in view. */
export function RadioGroupField({ label, name, options, value, onChange, description }: ChoiceFieldProps) {
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
