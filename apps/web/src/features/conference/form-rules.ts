import type { FormField } from '@ibr/contract'
import { EMAIL, EMAIL_MAX, hasControlChars, TEL } from '@ibr/contract/forms'

/*
 * The registration form's rules, the same as the server's (apps/server/src/modules/meeting
 * form-input.ts and form-validation.ts): what passes here passes there, so a visitor meets the
 * server's refusal only for what the browser cannot know (an address already registered).
 */

export type Problem =
  { kind: 'required' | 'choose' | 'file' | 'email' | 'tel' | 'option' | 'control' } | { kind: 'tooLong'; max: number; count: number }

/** The values of a form: text by field name, and which file fields hold an upload. */
export interface FormValues {
  text: Record<string, string>
  files: Record<string, boolean>
}

/** The server keys registrations by the first e-mail field, so that one is required whatever it says. */
export function isRequired(field: FormField, fields: readonly FormField[]): boolean {
  return field.required || fields.find((f) => f.type === 'email') === field
}

/** What is wrong with one field's value, in the server's order of checks; null when nothing. */
export function checkField(field: FormField, fields: readonly FormField[], values: FormValues): Problem | null {
  const required = isRequired(field, fields)
  if (field.type === 'file') return required && !values.files[field.name] ? { kind: 'file' } : null
  const value = (values.text[field.name] ?? '').trim()
  if (value === '') return required ? { kind: field.type === 'select' ? 'choose' : 'required' } : null
  if (hasControlChars(value, field.type === 'textarea')) return { kind: 'control' }
  // Characters as the server counts them: code points, not UTF-16 units.
  const count = [...value].length
  if (count > field.maxLength) return { kind: 'tooLong', max: field.maxLength, count }
  if (field.type === 'email' && (!EMAIL.test(value) || value.length > EMAIL_MAX)) return { kind: 'email' }
  if (field.type === 'tel' && !TEL.test(value)) return { kind: 'tel' }
  if (field.type === 'select' && !field.options.some((o) => o.value === value)) return { kind: 'option' }
  return null
}

/** Every field's problem, by field name, in the form's order. */
export function checkForm(fields: readonly FormField[], values: FormValues): Map<string, Problem> {
  const problems = new Map<string, Problem>()
  for (const field of fields) {
    const problem = checkField(field, fields, values)
    if (problem) problems.set(field.name, problem)
  }
  return problems
}

/** The body's `fields`: every text field, trimmed (file fields go in `files`). */
export function textValues(fields: readonly FormField[], values: FormValues): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.type !== 'file').map((f) => [f.name, (values.text[f.name] ?? '').trim()]))
}
