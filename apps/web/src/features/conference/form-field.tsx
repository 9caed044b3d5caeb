import type { FileRule, FormField as Field, UploadRet } from '@ibr/contract'
import { FileUpload } from '../../components/file-upload/file-upload'
import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

/** Input purposes of WCAG 1.3.5, by kind of field and by the names conferences use. */
const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel', name: 'name', organization: 'organization' }

export const fieldId = (name: string) => `reg-${name.replace(/[^\w-]/g, '_')}`

export interface FormFieldProps {
  field: Field
  required: boolean
  text: string
  upload: UploadRet | null
  error: string | undefined
  fileRule: FileRule
  onText: (value: string) => void
  onUpload: (value: UploadRet | null) => void
  onBusy: (busy: boolean) => void
}

/** One field of the registration form: its label, the input its kind asks for, its hint and its error. */
export function FormField({ field, required, text, upload, error, fileRule, onText, onUpload, onBusy }: FormFieldProps) {
  const id = fieldId(field.name)
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const described = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: `${styles.input} ${error ? styles.invalid : ''}`,
  } as const
  const count = [...text.trim()].length

  return (
    <div className={styles.field} data-field={field.name}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {required && (
          <span className={styles.mark} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {field.help && (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      )}
      {field.type === 'file' ? (
        <FileUpload
          id={id}
          accept={fileRule.extensions}
          maxBytes={fileRule.maxBytes}
          value={upload}
          onChange={onUpload}
          invalid={Boolean(error)}
          describedBy={described}
          onBusyChange={onBusy}
        />
      ) : field.type === 'select' ? (
        <select {...common} value={text} onChange={(e) => onText(e.target.value)}>
          <option value="">{m('choose')}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <>
          <textarea {...common} rows={5} value={text} onChange={(e) => onText(e.target.value)} />
          <span className={`${styles.counter} ${count > field.maxLength ? styles.over : ''}`} aria-hidden="true">
            {m('counter', { count, max: field.maxLength })}
          </span>
        </>
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={AUTOCOMPLETE[field.type] ?? AUTOCOMPLETE[field.name]}
          spellCheck={field.type === 'text' ? undefined : false}
          value={text}
          onChange={(e) => onText(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error} data-error={field.name}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
    </div>
  )
}
