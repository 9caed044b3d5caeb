import {
  checkRegistrationField,
  conferenceNights,
  normaliseValue,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_IMAGE_TYPES,
  type FormField,
  type Lang,
  type MeetingRegisterBody,
} from '@ibr/contract'
import type { RegistrationFieldValues } from '@ibr/contract/staff'
import type { StoredFormField } from '../../../db/schema.js'
import { AppError, badRequest, type FieldMessage, type Message } from '../../../http/app-error.js'
import { formFailure, problemMessage } from '../../../http/form-failure.js'
import { messageWith } from '../../../i18n/messages.js'
import { pick } from '../../../lib/localise.js'
import type { ClaimRule, DraftClaim } from '../../file/index.js'
import { optionKey } from './registration-repository.js'

/** Anything the public upload accepts may be handed in with a registration, unless the field says narrower. */
export const REGISTRATION_FILE_RULE: ClaimRule = {
  accept: [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES],
  acceptText: 'conference.attachmentTypes',
}

/** What the form needs of its conference: its days (for the nights), and places taken per option. */
export interface FormContext {
  startDate: string
  endDate: string
  /** Places taken per option (optionKey); absent when nobody need be told. */
  taken?: Map<string, number>
  /** The site's upload limit, for a file field that sets none. */
  uploadMaxBytes?: number
}

const EXTENSIONS_BY_TYPE: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
}

/** A stored field as the site shows it, in one language: places left and fees on its options, its nights. */
export function presentField(field: StoredFormField, lang: Lang, context: FormContext): FormField {
  const shown: FormField = {
    name: field.name,
    label: pick(field.label, lang),
    type: field.type,
    required: field.type === 'consent' || field.required,
    maxLength: field.maxLength,
    options: (field.options ?? []).map((o) => ({
      value: o.value,
      label: pick(o.label, lang),
      fee: o.fee ?? 0,
      left: o.capacity == null ? null : Math.max(0, o.capacity - (context.taken?.get(optionKey(field.name, o.value)) ?? 0)),
    })),
    help: pick(field.help, lang),
  }
  if (field.type === 'number' || field.type === 'multi' || field.type === 'persons')
    Object.assign(shown, { min: field.min, max: field.max })
  if (field.type === 'nights')
    Object.assign(shown, { unitFee: field.unitFee ?? 0, nights: conferenceNights(context.startDate, context.endDate) })
  if (field.type === 'file') {
    const accept = field.accept?.length ? field.accept : REGISTRATION_FILE_RULE.accept
    const extensions = field.accept?.length ? field.accept.flatMap((t) => EXTENSIONS_BY_TYPE[t] ?? []) : [...UPLOAD_EXTENSIONS]
    Object.assign(shown, { accept: [...accept], extensions, maxBytes: field.maxBytes || context.uploadMaxBytes || 0 })
  }
  return shown
}

export interface ValidForm {
  /** Every field but files, as stored: text trimmed, lists cleaned; empty when an optional field was left out. */
  values: RegistrationFieldValues
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
 * problem at once, each naming its field, in the form's order. `keptFiles` are the file fields that
 * already hold a file (a change through the private link need not upload it again).
 */
export function validateForm(
  fields: readonly StoredFormField[],
  body: Pick<MeetingRegisterBody, 'fields' | 'files'>,
  context: FormContext,
  keptFiles: ReadonlySet<string> = new Set(),
): ValidForm {
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
  const shown = fields.map((f) => presentField(f, 'zh', context))
  const has = new Set([...filesByField.keys(), ...keptFiles])
  const entered = { text: body.fields, files: Object.fromEntries([...has].map((name) => [name, true])) }

  const faults: FieldMessage[] = []
  const values: RegistrationFieldValues = {}
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
      if (file) files.push({ ...file, field: field.name, label, accept: field.accept, maxBytes: field.maxBytes || undefined })
    } else {
      values[field.name] = normaliseValue(shown[i]!, body.fields[field.name])
    }
  })
  if (faults.length > 0) throw formFailure(faults)
  return { values, email: (values[emailField.name] as string).toLowerCase(), emailField: emailField.name, files }
}

/**
 * The chosen options that have no place left: refused with the option named beside its field.
 * `taken` counts the places held without this registration.
 */
export function fullOptions(
  fields: readonly StoredFormField[],
  values: RegistrationFieldValues,
  taken: Map<string, number>,
): FieldMessage[] {
  const faults: FieldMessage[] = []
  for (const field of fields) {
    if (field.type !== 'select' && field.type !== 'multi') continue
    const value = values[field.name]
    for (const chosen of Array.isArray(value) ? value : value ? [value] : []) {
      const option = field.options.find((o) => o.value === chosen)
      if (!option || option.capacity == null) continue
      if ((taken.get(optionKey(field.name, chosen)) ?? 0) >= option.capacity) {
        const label = fieldLabel(field)
        faults.push({
          field: field.name,
          msg: messageWith('form.full', { label, option: { zh: pick(option.label, 'zh'), en: pick(option.label, 'en') } }),
        })
        break
      }
    }
  }
  return faults
}
