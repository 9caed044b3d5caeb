import type { Key } from 'react-aria-components'
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { FieldErrorText } from './field-error'
import { FieldHeading, fieldFrame } from './field-heading'
import styles from './field.module.css'

export interface SelectOption {
  id: string
  label: string
}

/** A labelled choice of one among options (a list box or radio buttons). */
export interface ChoiceFieldProps {
  label: string
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  /** Said under the label (what the choice decides). */
  description?: string
}

interface SelectFieldProps extends ChoiceFieldProps {
  /** The server's or the form's word on this field. */
  error?: string | null
  className?: string
}

/** A labelled single choice from a short list, as a button that opens a list box. */
export function SelectField({ label, name, options, value, onChange, description, error, className }: SelectFieldProps) {
  return (
    <Select
      name={name}
      value={value}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
      {...fieldFrame(error, className)}
    >
      <FieldHeading label={label} description={description} />
      <Button className={styles.select}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <FieldErrorText error={error} />
    </Select>
  )
}
