import type { ReactNode } from 'react'
import styles from './form.module.css'
import { messages } from './messages'
import type { Shown } from './use-service-form'

const m = messages.t

/** What a field's control needs to be named, described and marked by its field. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

/** A problem in words, naming the field. */
export function problemText(problem: Shown, label: string, choose = false): string {
  switch (problem.rule) {
    case 'server':
      return problem.message
    case 'required':
      return m(choose ? 'problem.choose' : 'problem.required', { label })
    case 'min':
      return m('problem.min', { label, min: problem.min })
    case 'max':
      return m('problem.max', { label, max: problem.max })
    default:
      return m(`problem.${problem.rule}`, { label })
  }
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  problem?: Shown
  /** The problem speaks of choosing (a list, radio buttons) rather than filling in. */
  choose?: boolean
  /** Characters typed of the most allowed, for long texts. */
  counter?: { count: number; max: number }
  /** A group of controls (radio buttons) is labelled by a fieldset legend instead of a label. */
  group?: boolean
  wide?: boolean
  children: (control: ControlProps) => ReactNode
}

/**
 * Label, control, hint and error of one form field. The error sits under the control, is tied to
 * it with aria-describedby and aria-invalid, and is announced when it appears (role="alert").
 */
export function Field({ id, label, required = false, hint, problem, choose, counter, group = false, wide = false, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = problem ? `${id}-error` : undefined
  const control: ControlProps = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-required': required && !group ? true : undefined,
  }
  const caption = (
    <>
      {label}
      {required ? (
        <>
          <span className={styles.star} aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden">{m('requiredMark')}</span>
        </>
      ) : (
        <span className={styles.optional}>{m('optionalMark')}</span>
      )}
    </>
  )
  const body = (
    <>
      {children(control)}
      <div className={styles.under}>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {counter && (
          <p className={`${styles.counter} ${counter.count > counter.max ? styles.over : ''}`} aria-hidden="true">
            {m('count', { count: counter.count, max: counter.max })}
          </p>
        )}
      </div>
      {problem && (
        <p id={errorId} className={styles.error} role="alert" data-field-error={id}>
          {problemText(problem, label, choose)}
        </p>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset
        role="radiogroup"
        className={`${styles.field} ${styles.fieldset} ${wide ? styles.wide : ''}`}
        aria-required={required ? true : undefined}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        <legend className={styles.label}>{caption}</legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-field={id}>
      <label htmlFor={id} className={styles.label}>
        {caption}
      </label>
      {body}
    </div>
  )
}
