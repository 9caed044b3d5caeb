import type { Key } from 'react-aria-components'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import styles from './field.module.css'

export interface SelectOption {
  id: string
  label: string
}

interface SelectFieldProps {
  label: string
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  className?: string
}

/** A labelled single choice from a short list, as a button that opens a list box. */
export function SelectField({ label, name, options, value, onChange, className }: SelectFieldProps) {
  return (
    <Select
      name={name}
      value={value}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
      className={`${styles.field} ${className ?? ''}`}
    >
      <Label className={styles.label}>{label}</Label>
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
    </Select>
  )
}
