import type { Lang } from '@ibr/contract/lang'
import { TextField } from '../../components/field/text-field'
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

/** A labelled input of the record form, its error tied to it; a number is typed as text with the numeric keyboard. */
export function RecordTextField({ type = 'text', ...props }: RecordTextFieldProps) {
  const number = type === 'number'
  return (
    <TextField {...props} type={number ? 'text' : type} inputMode={number ? 'numeric' : undefined} multilineClassName={styles.textArea} />
  )
}
