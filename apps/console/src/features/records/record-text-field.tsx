import type { Lang } from '@ibr/contract/lang'
import { htmlLang } from '@ibr/ui/lang-storage'
import { Input, Label, TextArea, TextField } from 'react-aria-components'
import { FieldErrorText } from '../../components/field/field-error'
import fieldStyles from '../../components/field/field.module.css'
import styles from './records.module.css'

interface RecordTextFieldProps {
  label: string
  /** The field as the server names it when refusing (`doc.zh.name`), so a refusal finds its field. */
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'url' | 'tel' | 'number'
  lang?: Lang
  multiline?: boolean
  error?: string | null
  isRequired?: boolean
}

/** A labelled input of the record form, its error tied to it. */
export function RecordTextField({ label, name, value, onChange, type = 'text', lang, multiline, error, isRequired }: RecordTextFieldProps) {
  const inputProps = { className: `${fieldStyles.input} ${multiline ? styles.textArea : ''}`, lang: lang && htmlLang(lang) }
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={type === 'number' ? 'text' : type}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {multiline ? <TextArea {...inputProps} rows={3} /> : <Input {...inputProps} inputMode={type === 'number' ? 'numeric' : undefined} />}
      <FieldErrorText error={error} />
    </TextField>
  )
}
