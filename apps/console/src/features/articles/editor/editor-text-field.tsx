import type { Lang } from '@ibr/contract/lang'
import { htmlLang } from '@ibr/ui/lang-storage'
import { Input, Label, Text, TextArea, TextField } from 'react-aria-components'
import { FieldErrorText } from '../../../components/field/field-error'
import fieldStyles from '../../../components/field/field.module.css'
import styles from './editor.module.css'

export interface EditorTextFieldProps {
  label: string
  /** The form name: the field as failures name it (`zh.title`), so a refusal finds its field. */
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'url' | 'tel' | 'email' | 'date' | 'datetime-local'
  /** The language the text is written in (spelling, input methods, screen readers' voice). */
  lang?: Lang
  multiline?: boolean
  description?: string
  error?: string | null
  /** Needed before the item goes to review (a draft may be saved without it): marked, and said. */
  isRequired?: boolean
  maxLength?: number
  inputMode?: 'numeric'
  /** Shown to read and copy, not to change (a link made by the server). */
  isReadOnly?: boolean
}

/** A field of the editor: its label with the required mark, its description and its error tied to the input. */
export function EditorTextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  lang,
  multiline = false,
  description,
  error,
  isRequired,
  maxLength,
  inputMode,
  isReadOnly,
}: EditorTextFieldProps) {
  const inputProps = { className: `${fieldStyles.input} ${multiline ? styles.textArea : ''}`, lang: lang && htmlLang(lang), inputMode }
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      maxLength={maxLength}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {multiline ? <TextArea {...inputProps} rows={3} /> : <Input {...inputProps} />}
      <FieldErrorText error={error} />
    </TextField>
  )
}

/** The mark of a field needed for review; the screen reader hears "required" from aria-required instead. */
export const RequiredMark = () => (
  <span aria-hidden="true" className={styles.requiredMark}>
    {' *'}
  </span>
)
