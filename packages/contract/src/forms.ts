/**
 * The rules a form value must meet, defined once: the server decides with them and the site's forms
 * check the same before sending, so a refusal is rare and shown beside its field. A check answers a
 * Problem (what is wrong, never how to word it): each side words it in its own catalogue.
 * No TypeBox here: the site imports this file (`@ibr/contract/forms`) into its bundle.
 */
import { FAULT_CATEGORIES, FEEDBACK_KINDS } from './enums.js'

/** The HTML living standard's e-mail rule, with at least one dot in the domain. */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
export const EMAIL_MAX = 254
/** A telephone number as people write it: digits, spaces, +, -, brackets. */
export const TEL = /^[+0-9()\- ]{5,30}$/

/** Why a value is refused. */
export type Problem =
  | { rule: 'required' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  /** Control or invisible formatting characters (line breaks are allowed in long texts). */
  | { rule: 'chars' }
  | { rule: 'email' }
  | { rule: 'tel' }
  /** Neither a telephone number nor an e-mail address. */
  | { rule: 'contact' }
  /** Not one of the offered choices. */
  | { rule: 'choice' }
  /** A required file was not given. */
  | { rule: 'file' }
  /** Registration forms (registration-rules.ts): not a number; a number below or above its bounds. */
  | { rule: 'number' }
  | { rule: 'low'; min: number }
  | { rule: 'high'; max: number }
  /** Too few or too many choices of a multiple choice. */
  | { rule: 'fewChoices'; min: number }
  | { rule: 'manyChoices'; max: number }
  /** Too few or too many accompanying persons. */
  | { rule: 'fewPersons'; min: number }
  | { rule: 'manyPersons'; max: number }
  /** Not a calendar date (YYYY-MM-DD). */
  | { rule: 'date' }
  /** Not a country's ISO 3166 alpha-2 code. */
  | { rule: 'country' }
  /** The privacy consent was not given. */
  | { rule: 'consent' }
  /** A chosen option has no place left (the server decides; `option` is its label). */
  | { rule: 'full'; option: string }

/** A value's problems by field name; a field that passes is absent. */
export type Problems<F extends string = string> = Partial<Record<F, Problem>>

/**
 * Characters a typed value never holds: C0/C1 controls (PostgreSQL refuses NUL in text and JSON)
 * and the bidirectional marks and overrides, which make `gnp.exe` read as `exe.png`. Tab, line
 * feed and carriage return are allowed where the value has several lines. Joiners stay allowed:
 * emoji sequences and some scripts need them.
 */
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069'
export const BIDI_CONTROLS = new RegExp(`[${BIDI}]`, 'gu')
const CONTROL = new RegExp(`[\\p{Cc}${BIDI}]`, 'u')
const CONTROL_MULTILINE = new RegExp(`[^\\P{Cc}\\t\\n\\r]|[${BIDI}]`, 'u')
export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value)
}

/** Characters as people count them (a Chinese character or an emoji is one), not UTF-16 units. */
export const charCount = (value: string): number => [...value].length

export interface TextRule {
  /** Fewest characters once trimmed; 0 makes the field optional, 1 required. */
  min: number
  max: number
  multiline?: boolean
}

/** A typed value's problem; the value is read trimmed, so blank padding does not count. */
export function checkText(value: string | undefined, { min, max, multiline = false }: TextRule): Problem | null {
  const trimmed = (value ?? '').trim()
  if (hasControlChars(trimmed, multiline)) return { rule: 'chars' }
  const count = charCount(trimmed)
  if (count < min) return trimmed === '' || min <= 1 ? { rule: 'required' } : { rule: 'min', min }
  if (count > max) return { rule: 'max', max }
  return null
}

const choice = (value: string | undefined, allowed: readonly string[]): Problem | null =>
  !value ? { rule: 'required' } : allowed.includes(value) ? null : { rule: 'choice' }

function withoutEmpty<F extends string>(problems: Record<F, Problem | null>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== null)) as Problems<F>
}

/** The network and information services office's fault report. */
export const FAULT_RULES = {
  reporter: { min: 1, max: 50 },
  contact: { min: 3, max: 100 },
  place: { min: 1, max: 100 },
  description: { min: 5, max: 2000, multiline: true },
} as const satisfies Record<string, TextRule>

export interface FaultValues {
  reporter?: string
  contact?: string
  place?: string
  category?: string
  description?: string
}
export type FaultField = keyof FaultValues | 'screenshot'

export function checkFault(values: FaultValues): Problems<FaultField> {
  const contact = values.contact?.trim() ?? ''
  return withoutEmpty({
    reporter: checkText(values.reporter, FAULT_RULES.reporter),
    contact: checkText(contact, FAULT_RULES.contact) ?? (EMAIL.test(contact) || TEL.test(contact) ? null : { rule: 'contact' }),
    place: checkText(values.place, FAULT_RULES.place),
    category: choice(values.category, FAULT_CATEGORIES),
    description: checkText(values.description, FAULT_RULES.description),
  })
}

/** The same office's suggestions and feedback; name and contact may stay empty. */
export const FEEDBACK_RULES = {
  name: { min: 0, max: 50 },
  contact: { min: 0, max: 100 },
  content: { min: 5, max: 2000, multiline: true },
} as const satisfies Record<string, TextRule>

export interface FeedbackValues {
  kind?: string
  name?: string
  contact?: string
  content?: string
}
export type FeedbackField = keyof FeedbackValues

export function checkFeedback(values: FeedbackValues): Problems<FeedbackField> {
  return withoutEmpty({
    kind: choice(values.kind, FEEDBACK_KINDS),
    name: checkText(values.name, FEEDBACK_RULES.name),
    contact: checkText(values.contact, FEEDBACK_RULES.contact),
    content: checkText(values.content, FEEDBACK_RULES.content),
  })
}
