import { useId, type ReactNode } from 'react'
import styles from './conferences.module.css'

interface PlainFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  description?: string
  type?: 'text' | 'number' | 'date' | 'datetime-local' | 'time' | 'email'
  multiline?: boolean
  lang?: string
  step?: string
  required?: boolean
  children?: ReactNode
}

/**
 * A labelled native input or text area with its help and its error tied to it (aria-describedby,
 * aria-invalid): the many small fields of the form builder and the programme stay light.
 */
export function PlainField({
  label,
  value,
  onChange,
  error,
  description,
  type = 'text',
  multiline,
  lang,
  step,
  required,
}: PlainFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error}>
      {(control) => {
        const common = { ...control, value, lang, required, className: styles.input }
        return multiline ? (
          <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...common} type={type} step={step} onChange={(e) => onChange(e.target.value)} />
        )
      }}
    </FieldFrame>
  )
}

/** What a field's control takes from its frame: the id its label points to, and its help and error tied to it. */
export interface FieldControl {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldFrameProps {
  label: string
  description?: string
  error?: string | null
  children: (control: FieldControl) => ReactNode
}

/**
 * A field's label, help and error around its control, tied to it: one frame for every kind of
 * control, so a screen reader hears the help and the error of each the same way.
 */
export function FieldFrame({ label, description, error, children }: FieldFrameProps) {
  const id = useId()
  const described = [description ? `${id}-d` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <span id={`${id}-d`} className={styles.description}>
          {description}
        </span>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      <PlainError id={`${id}-e`} error={error} />
    </div>
  )
}

/** Where a field's error appears, announced when it does; its id describes the control. */
function PlainError({ id, error }: { id: string; error?: string | null }) {
  return (
    <div aria-live="polite">
      {error && (
        <span id={id} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}

interface CheckProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | null
}

/** A labelled checkbox with its error. */
export function PlainCheck({ label, checked, onChange, error }: CheckProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
        />
        {label}
      </label>
      <PlainError id={`${id}-e`} error={error} />
    </div>
  )
}
