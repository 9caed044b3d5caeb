import { checkRegistrationField, type MeetingRegisterBody } from '@ibr/contract'
import type { StoredFormField } from '../../db/schema.js'
import { AppError, badRequest, type FieldMessage, type Message } from '../../http/app-error.js'
import { formFailure, problemMessage } from '../../http/form-failure.js'
import { messageWith } from '../../i18n/messages.js'
import { pick } from '../../lib/localise.js'
import type { DraftClaim } from '../file/file-service.js'
import { presentField } from './conference-presenter.js'

export interface ValidForm {
  /** Every text field of the form, trimmed; empty when an optional field was left out. */
  values: Record<string, string>
  /** The registration's address, trimmed and lower-cased: one registration per address. */
  email: string
  /** The name of the form field that holds it. */
  emailField: string
  files: DraftClaim[]
}

/** A field's label in both languages; it is the conference's own data, not a message of ours. */
export const fieldLabel = (field: StoredFormField): Message => ({ zh: pick(field.label, 'zh'), en: pick(field.label, 'en') })

/**
 * Checks a filled form against the conference's fields with the contract's rules, and answers every
 * problem at once, each naming its field, in the form's order.
 */
export function validateForm(fields: readonly StoredFormField[], body: Pick<MeetingRegisterBody, 'fields' | 'files'>): ValidForm {
  const byName = new Map(fields.map((f) => [f.name, f]))
  // A name the form does not have is the client's mistake, not the visitor's: refused alone.
  const unknown = (name: string) => badRequest('form.unknownField', { name }, name)
  for (const name of Object.keys(body.fields)) {
    const type = byName.get(name)?.type
    if (!type || type === 'file') throw unknown(name)
  }
  for (const { field } of body.files ?? []) if (byName.get(field)?.type !== 'file') throw unknown(field)
  const emailField = fields.find((f) => f.type === 'email')
  // A form without an address field cannot key its registrations: that is the conference's setup, not the visitor's input.
  if (!emailField) throw new AppError('systemErr')

  const filesByField = new Map<string, { fileId: string; token: string }>()
  const doubled = new Set<string>()
  for (const entry of body.files ?? []) {
    if (filesByField.has(entry.field)) doubled.add(entry.field)
    else filesByField.set(entry.field, { fileId: entry.fileId, token: entry.token })
  }
  // The contract's rules read the form as the site shows it; labels play no part in them.
  const shown = fields.map((f) => presentField(f, 'zh'))
  const entered = { text: body.fields, files: Object.fromEntries([...filesByField.keys()].map((name) => [name, true])) }

  const faults: FieldMessage[] = []
  const values: Record<string, string> = {}
  const files: DraftClaim[] = []
  fields.forEach((field, i) => {
    const label = fieldLabel(field)
    if (doubled.has(field.name)) {
      faults.push({ field: field.name, msg: messageWith('form.oneFile', { label }) })
      return
    }
    const problem = checkRegistrationField(shown[i]!, shown, entered)
    if (problem) faults.push({ field: field.name, msg: problemMessage(problem, label) })
    if (field.type === 'file') {
      const file = filesByField.get(field.name)
      if (file) files.push({ ...file, field: field.name, label })
    } else {
      values[field.name] = (body.fields[field.name] ?? '').trim()
    }
  })
  if (faults.length > 0) throw formFailure(faults)
  return { values, email: values[emailField.name]!.toLowerCase(), emailField: emailField.name, files }
}
