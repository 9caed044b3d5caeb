import type { ReactNode } from 'react'
import { describeProblem, type Shown } from './describe-problem'
import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

/** What a field's control needs to be named, described and marked by its field. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  /** Said under the label (what to type, in what form). */
  help?: string
  problem?: Shown
  /** The field is a choice (a list, radio buttons): an empty one asks to choose. */
  choose?: boolean
  /** Characters typed of the most allowed, for long texts. */
  counter?: { count: number; max: number }
  /** A group of controls is labelled by a fieldset legend instead of a label: radio buttons, or check boxes. */
  group?: boolean | 'checkboxes'
  wide?: boolean
  /** Each error announces itself (role="alert"); off where the form's error summary does it. */
  announce?: boolean
  children: (control: ControlProps) => ReactNode
}

/**
 * Label, control, help and error of one form field. The error stands under the control, tied to
 * it with aria-describedby and aria-invalid.
 */
export function Field({
  id,
  label,
  required = false,
  help,
  problem,
  choose,
  counter,
  group = false,
  wide = false,
  announce = true,
  children,
}: FieldProps) {
  const helpId = help ? `${id}-help` : undefined
  const errorId = problem ? `${id}-error` : undefined
  const control: ControlProps = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [errorId, helpId].filter(Boolean).join(' ') || undefined,
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
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {children(control)}
      {counter && (
        <p className={`${styles.counter} ${counter.count > counter.max ? styles.over : ''}`} aria-hidden="true">
          {m('counter', { count: counter.count, max: counter.max })}
        </p>
      )}
      {problem && (
        <p id={errorId} className={styles.error} role={announce ? 'alert' : undefined} data-field-error={id}>
          {describeProblem(problem, label, choose)}
        </p>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset
        role={group === 'checkboxes' ? undefined : 'radiogroup'}
        className={`${styles.field} ${styles.fieldset} ${wide ? styles.wide : ''}`}
        aria-required={required && group !== 'checkboxes' ? true : undefined}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        data-field={id}
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
