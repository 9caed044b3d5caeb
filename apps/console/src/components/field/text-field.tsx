import type { Lang } from '@ibr/contract/lang'
import { htmlLang } from '@ibr/ui/lang-storage'
import type { ReactNode } from 'react'
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components'
import { FieldErrorText } from './field-error'
import { FieldHeading, fieldFrame } from './field-heading'
import styles from './field.module.css'

export interface TextFieldProps {
  label: string
  /** The form name: the field as failures name it (`zh.title`), so a refusal finds its field. */
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'search' | 'date' | 'email' | 'url' | 'tel' | 'datetime-local'
  /** Said under the label (what to type, in what form). */
  description?: string
  /** The server's or the form's word on this field. */
  error?: string | null
  isRequired?: boolean
  /** Beside the label (the editor's mark of what review needs). */
  labelMark?: ReactNode
  autoComplete?: string
  maxLength?: number
  /** Takes focus when it appears (the first field of a dialog opened for it). */
  autoFocus?: boolean
  className?: string
  /** The language the text is written in (spelling, input methods, screen readers' voice). */
  lang?: Lang
  /** Several lines, in a text area with `multilineClassName`. */
  multiline?: boolean
  multilineClassName?: string
  inputMode?: 'numeric'
  /** Shown to read and copy, not to change (a link made by the server). */
  isReadOnly?: boolean
}

/** A labelled text input with its description and error, named and described for assistive technology. */
export function TextField({
  label,
  value,
  type = 'text',
  description,
  error,
  labelMark,
  className,
  lang,
  multiline = false,
  multilineClassName,
  inputMode,
  ...field
}: TextFieldProps) {
  const inputProps = {
    className: `${styles.input} ${multiline ? (multilineClassName ?? '') : ''}`,
    lang: lang && htmlLang(lang),
    inputMode,
  }
  return (
    <AriaTextField value={value} type={type} {...field} {...fieldFrame(error, className)}>
      <FieldHeading label={label} mark={labelMark} description={description} />
      {multiline ? <TextArea {...inputProps} rows={3} /> : <Input {...inputProps} />}
      <FieldErrorText error={error} />
    </AriaTextField>
  )
}
