/**
 * A conference registration form's rules, defined once: which values each kind of field
 * takes, how a value is stored, and what the chosen options cost. The server decides with them; the
 * site checks the same before sending and shows the total as the form is filled. No TypeBox here:
 * the site imports this file (`@ibr/contract/registration-rules`) into its bundle.
 */
import type { FormField } from './api/meeting.js'
import { charCount, EMAIL, EMAIL_MAX, hasControlChars, TEL, type Problem, type Problems } from './forms.js'
import { LIST_FIELD_TYPES, type RegistrationFieldValues, type RegistrationValue } from './staff/conference-form.js'

/**
 * The ISO 3166-1 alpha-2 codes in use: the country field stores one of them; its name is shown in
 * the reader's language with `Intl.DisplayNames`, so no list of names travels with the site.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
    'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
    'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
    'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
    'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
)

/** Longest accompanying person's name, when the field does not say. */
export const PERSON_NAME_MAX = 100
/** Most values a list field (choices, nights, persons) may hold. */
export const LIST_VALUES_MAX = 100
/** The value a consent field stores once ticked. */
export const CONSENT_VALUE = 'yes'

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The nights a conference offers rooms for, each written as its evening's date: from the evening
 * before the first day (arrivals) to the evening of the last day (departures next morning).
 */
export function conferenceNights(startDate: string, endDate: string): string[] {
  const nights: string[] = []
  for (let night = addDays(startDate, -1); night <= endDate && nights.length < LIST_VALUES_MAX; night = addDays(night, 1)) {
    nights.push(night)
  }
  return nights
}

export const isListField = (type: FormField['type']) => (LIST_FIELD_TYPES as readonly string[]).includes(type)

/** What the registrant entered, by field name, and which file fields hold an upload. */
export interface RegistrationValues {
  text: Readonly<Record<string, RegistrationValue | undefined>>
  files: Readonly<Record<string, boolean | undefined>>
}

/** Registrations are keyed by the form's first e-mail field, so that one is required whatever it says. */
export function isRequired(field: FormField, fields: readonly FormField[]): boolean {
  return field.type === 'consent' || field.required || fields.find((f) => f.type === 'email') === field
}

/**
 * A value as it is stored: text trimmed; a list's entries trimmed with blank ones left out (an empty
 * name line), choices in the form's order and nights in date order, each once.
 */
export function normaliseValue(field: Pick<FormField, 'type' | 'options'>, value: RegistrationValue | undefined): RegistrationValue {
  if (!isListField(field.type)) return typeof value === 'string' ? value.trim() : ''
  const list = (Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? [value] : [])
    .map((v) => v.trim())
    .filter(Boolean)
  if (field.type === 'persons') return list
  const unique = [...new Set(list)]
  if (field.type === 'nights') return unique.sort()
  const order = field.options.map((o) => o.value)
  return unique.sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity))
}

function checkList(field: FormField, list: readonly string[], required: boolean): Problem | null {
  if (list.length === 0) return required ? { rule: 'required' } : null
  if (list.length > LIST_VALUES_MAX) return { rule: 'max', max: LIST_VALUES_MAX }
  if (field.type === 'persons') {
    const max = field.maxLength > 0 ? field.maxLength : PERSON_NAME_MAX
    if (list.some((name) => hasControlChars(name))) return { rule: 'chars' }
    if (list.some((name) => charCount(name) > max)) return { rule: 'max', max }
    if (field.min != null && list.length < field.min) return { rule: 'fewPersons', min: field.min }
    if (field.max != null && list.length > field.max) return { rule: 'manyPersons', max: field.max }
    return null
  }
  const allowed = field.type === 'nights' ? (field.nights ?? []) : field.options.map((o) => o.value)
  if (list.some((v) => !allowed.includes(v)) || new Set(list).size !== list.length) return { rule: 'choice' }
  if (field.type === 'multi') {
    if (field.min != null && list.length < field.min) return { rule: 'fewChoices', min: field.min }
    if (field.max != null && list.length > field.max) return { rule: 'manyChoices', max: field.max }
  }
  return null
}

/** One registration field's problem, in the server's order of checks. */
export function checkRegistrationField(field: FormField, fields: readonly FormField[], values: RegistrationValues): Problem | null {
  const required = isRequired(field, fields)
  if (field.type === 'file') return required && !values.files[field.name] ? { rule: 'file' } : null
  const raw = values.text[field.name]
  if (field.type === 'consent') return raw === CONSENT_VALUE ? null : { rule: 'consent' }
  if (isListField(field.type)) {
    if (raw !== undefined && !Array.isArray(raw) && typeof raw !== 'string') return { rule: 'choice' }
    return checkList(field, normaliseValue(field, raw) as string[], required)
  }
  // A list where one value belongs is the client's mistake: no choice it offers.
  if (Array.isArray(raw)) return { rule: 'choice' }
  const value = (raw ?? '').trim()
  if (value === '') return required ? { rule: 'required' } : null
  if (hasControlChars(value, field.type === 'textarea')) return { rule: 'chars' }
  if (field.maxLength > 0 && charCount(value) > field.maxLength) return { rule: 'max', max: field.maxLength }
  switch (field.type) {
    case 'email':
      return !EMAIL.test(value) || value.length > EMAIL_MAX ? { rule: 'email' } : null
    case 'tel':
      return TEL.test(value) ? null : { rule: 'tel' }
    case 'select':
      return field.options.some((o) => o.value === value) ? null : { rule: 'choice' }
    case 'number': {
      if (!NUMBER.test(value)) return { rule: 'number' }
      const n = Number(value)
      if (field.min != null && n < field.min) return { rule: 'low', min: field.min }
      if (field.max != null && n > field.max) return { rule: 'high', max: field.max }
      return null
    }
    case 'date':
      return isCalendarDate(value) ? null : { rule: 'date' }
    case 'country':
      return COUNTRY_CODES.has(value) ? null : { rule: 'country' }
    default:
      return null
  }
}

/** Every registration field's problem, by field name, in the form's order. */
export function checkRegistration(fields: readonly FormField[], values: RegistrationValues): Problems {
  const problems: Problems = {}
  for (const field of fields) {
    const problem = checkRegistrationField(field, fields, values)
    if (problem) problems[field.name] = problem
  }
  return problems
}

/** What the fee needs of a field: the public form's and the stored form's fields both fit. */
export interface FeeField {
  name: string
  type: FormField['type']
  options: readonly { value: string; fee?: number }[]
  unitFee?: number
}

/** One line of a registration's bill: the field, the chosen option (or the nights), and its amount. */
export interface FeeItem {
  field: string
  /** The option's value; '' for nights. */
  value: string
  /** Nights counted (1 for an option). */
  count: number
  amount: number
}

/** The bill of a registration: the chosen options' fees and the nights at the field's price, in fen. */
export function feeItems(fields: readonly FeeField[], values: RegistrationFieldValues): FeeItem[] {
  const items: FeeItem[] = []
  for (const field of fields) {
    const value = values[field.name]
    if (field.type === 'select' || field.type === 'multi') {
      for (const chosen of Array.isArray(value) ? value : value ? [value] : []) {
        const fee = field.options.find((o) => o.value === chosen)?.fee ?? 0
        if (fee > 0) items.push({ field: field.name, value: chosen, count: 1, amount: fee })
      }
    } else if (field.type === 'nights' && Array.isArray(value) && value.length > 0 && (field.unitFee ?? 0) > 0) {
      items.push({ field: field.name, value: '', count: value.length, amount: value.length * field.unitFee! })
    }
  }
  return items
}

/** The fee of a registration, in fen: 0 means nothing to pay. */
export const registrationFee = (fields: readonly FeeField[], values: RegistrationFieldValues): number =>
  feeItems(fields, values).reduce((sum, item) => sum + item.amount, 0)
