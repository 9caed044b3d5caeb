import { Switch } from 'react-aria-components'
import styles from './field.module.css'

interface SwitchFieldProps {
  label: string
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  isDisabled?: boolean
  /** The label is said, not shown (a switch in a table row, named by its column and row). */
  labelHidden?: boolean
}

/** An on/off setting that takes effect as a value of the form (active account, administrator). */
export function SwitchField({ label, isSelected, onChange, isDisabled, labelHidden = false }: SwitchFieldProps) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className={styles.switch}>
      <span className={styles.track} aria-hidden="true" />
      <span className={labelHidden ? 'visually-hidden' : undefined}>{label}</span>
    </Switch>
  )
}
