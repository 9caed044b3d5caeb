/**
 * The rules a conference's form and settings must follow before they are stored, as plain
 * functions: the server refuses a save with the first problems found, the console's form builder shows
 * the same problems as one types. No TypeBox, so the console loads it through `staff-client`.
 */
import { EMAIL, EMAIL_MAX } from '../forms.js'
import { CHOICE_FIELD_TYPES, FIELD_NAME_PATTERN, type ConferenceFieldType, type ConferenceFormField } from './conference-form.js'

/** Why a field, an option or a setting is refused; the catalogues word each one in both languages. */
export const CONFERENCE_PROBLEMS = [
  'nameInvalid',
  'nameDuplicate',
  'labelMissing',
  'emailCount',
  'consentRequired',
  'optionsMissing',
  'optionValueMissing',
  'optionValueDuplicate',
  'optionLabelMissing',
  'feeNegative',
  'capacityNegative',
  'minAboveMax',
  'heldField',
  'heldOption',
  'datesOrder',
  'windowOrder',
  'timeZoneUnknown',
  'titleMissing',
  'emailInvalid',
] as const
export type ConferenceProblemRule = (typeof CONFERENCE_PROBLEMS)[number]

export interface ConferenceProblem {
  /** The request field at fault, e.g. `formFields.2.options.0.fee`. */
  field: string
  rule: ConferenceProblemRule
  /** What the message names: a field's or an option's name. */
  params: Record<string, string>
}

/** Values registrations hold: the field names used, and per choice field the option values chosen. */
export interface HeldValues {
  fields: readonly string[]
  options: Readonly<Record<string, readonly string[]>>
}

const NAME = new RegExp(FIELD_NAME_PATTERN)
const isChoice = (type: ConferenceFieldType) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type)
const blank = (text: string) => text.trim() === ''

/**
 * Every problem of a form, in field order: names (pattern, unique), labels in both languages, exactly
 * one e-mail field, a consent that is required, options (present for a choice, values unique, labels,
 * fees and capacities not negative), min not above max, no negative fee per night; and, when
 * registrations exist, no field or option they hold removed or renamed.
 */
export function checkConferenceForm(fields: readonly ConferenceFormField[], held?: HeldValues): ConferenceProblem[] {
  const problems: ConferenceProblem[] = []
  const at = (i: number, rest = '') => `formFields.${i}${rest}`
  const seen = new Set<string>()
  fields.forEach((f, i) => {
    const name = f.name
    if (!NAME.test(name)) problems.push({ field: at(i, '.name'), rule: 'nameInvalid', params: { name } })
    else if (seen.has(name)) problems.push({ field: at(i, '.name'), rule: 'nameDuplicate', params: { name } })
    seen.add(name)
    if (blank(f.label.zh)) problems.push({ field: at(i, '.label.zh'), rule: 'labelMissing', params: { name } })
    if (blank(f.label.en)) problems.push({ field: at(i, '.label.en'), rule: 'labelMissing', params: { name } })
    if (f.type === 'consent' && !f.required) problems.push({ field: at(i, '.required'), rule: 'consentRequired', params: { name } })
    if (isChoice(f.type) && f.options.length === 0) problems.push({ field: at(i, '.options'), rule: 'optionsMissing', params: { name } })
    const values = new Set<string>()
    f.options.forEach((o, j) => {
      const where = (key: string) => at(i, `.options.${j}.${key}`)
      const value = o.value
      if (blank(value)) problems.push({ field: where('value'), rule: 'optionValueMissing', params: { name } })
      else if (values.has(value)) problems.push({ field: where('value'), rule: 'optionValueDuplicate', params: { name, value } })
      values.add(value)
      if (blank(o.label.zh)) problems.push({ field: where('label.zh'), rule: 'optionLabelMissing', params: { name, value } })
      if (blank(o.label.en)) problems.push({ field: where('label.en'), rule: 'optionLabelMissing', params: { name, value } })
      if (o.fee < 0) problems.push({ field: where('fee'), rule: 'feeNegative', params: { name, value } })
      if (o.capacity !== null && o.capacity < 0)
        problems.push({ field: where('capacity'), rule: 'capacityNegative', params: { name, value } })
    })
    if (f.min !== null && f.max !== null && f.min > f.max) problems.push({ field: at(i, '.min'), rule: 'minAboveMax', params: { name } })
    if (f.unitFee < 0) problems.push({ field: at(i, '.unitFee'), rule: 'feeNegative', params: { name, value: '' } })
  })
  const emails = fields.flatMap((f, i) => (f.type === 'email' ? [i] : []))
  if (emails.length !== 1) problems.push({ field: emails.length ? at(emails[1]!, '.type') : 'formFields', rule: 'emailCount', params: {} })
  if (held) problems.push(...heldProblems(fields, held))
  return problems
}

/** A field or an option that registrations hold must stay, under its name and value. */
function heldProblems(fields: readonly ConferenceFormField[], held: HeldValues): ConferenceProblem[] {
  const problems: ConferenceProblem[] = []
  const byName = new Map(fields.map((f, i) => [f.name, { f, i }]))
  for (const name of held.fields) {
    if (!byName.has(name)) problems.push({ field: 'formFields', rule: 'heldField', params: { name } })
  }
  for (const [name, values] of Object.entries(held.options)) {
    const found = byName.get(name)
    if (!found || !isChoice(found.f.type)) continue
    const kept = new Set(found.f.options.map((o) => o.value))
    for (const value of values) {
      if (!kept.has(value)) problems.push({ field: `formFields.${found.i}.options`, rule: 'heldOption', params: { name, value } })
    }
  }
  return problems
}

/** What `checkConferenceSettings` reads of a save. */
export interface ConferenceSettingsInput {
  zh: { title: string }
  en: { title: string }
  contactEmail: string
  startDate: string
  endDate: string
  timeZone: string
  regOpens: string | null
  regDeadline: string
  capacity: number | null
}

/**
 * The settings around the form: a title in both languages, a contact address that is one, a known
 * time zone, the last day not before the first, the window closing after it opens, no negative capacity.
 */
export function checkConferenceSettings(s: ConferenceSettingsInput): ConferenceProblem[] {
  const problems: ConferenceProblem[] = []
  if (blank(s.zh.title)) problems.push({ field: 'zh.title', rule: 'titleMissing', params: {} })
  if (blank(s.en.title)) problems.push({ field: 'en.title', rule: 'titleMissing', params: {} })
  if (s.contactEmail !== '' && !EMAIL.test(s.contactEmail)) problems.push({ field: 'contactEmail', rule: 'emailInvalid', params: {} })
  if (!isTimeZone(s.timeZone)) problems.push({ field: 'timeZone', rule: 'timeZoneUnknown', params: { zone: s.timeZone } })
  if (s.endDate < s.startDate) problems.push({ field: 'endDate', rule: 'datesOrder', params: {} })
  if (s.regOpens !== null && !(Date.parse(s.regDeadline) > Date.parse(s.regOpens)))
    problems.push({ field: 'regDeadline', rule: 'windowOrder', params: {} })
  if (s.capacity !== null && s.capacity < 0) problems.push({ field: 'capacity', rule: 'capacityNegative', params: { name: '', value: '' } })
  return problems
}

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * A new field of a type, with the settings that type starts from: the form builder's "add", and the
 * name and e-mail fields every new conference's form starts with. An address may be as long as the
 * site takes one anywhere (EMAIL_MAX).
 */
export function newConferenceField(type: ConferenceFieldType, name: string): ConferenceFormField {
  const textual = ['text', 'textarea', 'email', 'tel', 'number', 'country', 'date'].includes(type)
  return {
    name,
    type,
    label: { zh: '', en: '' },
    help: { zh: '', en: '' },
    required: type === 'consent' || type === 'email',
    maxLength: type === 'textarea' ? 2000 : type === 'email' ? EMAIL_MAX : textual ? 200 : 0,
    options: [],
    min: null,
    max: null,
    accept: [],
    maxBytes: 0,
    unitFee: 0,
  }
}
