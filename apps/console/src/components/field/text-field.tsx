import { Input, Label, Text, TextField as AriaTextField } from 'react-aria-components'
import { FieldErrorText } from './field-error'
import styles from './field.module.css'

interface TextFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'search' | 'date' | 'email'
  /** Said under the label (what to type, in what form). */
  description?: string
  /** The server's or the form's word on this field. */
  error?: string | null
  isRequired?: boolean
  autoComplete?: string
  maxLength?: number
  /** Takes focus when it appears (the first field of a dialog opened for it). */
  autoFocus?: boolean
  className?: string
}

/** A labelled text input with its description and error, named and described for assistive technology. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  description,
  error,
  isRequired,
  autoComplete,
  maxLength,
  autoFocus,
  className,
}: TextFieldProps) {
  return (
    <AriaTextField
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
      className={`${styles.field} ${className ?? ''}`}
    >
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <Input className={styles.input} />
      <FieldErrorText error={error} />
    </AriaTextField>
  )
}
