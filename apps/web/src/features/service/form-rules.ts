import { FAULT_CATEGORIES, FEEDBACK_KINDS } from '@ibr/contract/enums'
import { EMAIL, hasControlChars, TEL } from '@ibr/contract/forms'

/**
 * The services office's form rules, as the server applies them (apps/server modules/service
 * submission-service.ts and the contract's FaultSubmitBody / FeedbackSubmitBody): values are
 * trimmed, blank padding does not count, lengths are in characters, and control characters are
 * refused (line breaks allowed in the long texts). The server checks again; this spares a round trip.
 */

/** Why a value is refused; the form words it in the page's language. */
export type Problem =
  | { rule: 'required' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  | { rule: 'chars' }
  | { rule: 'contact' }
  | { rule: 'choice' }

interface TextRule {
  min: number
  max: number
  multiline?: boolean
}

/** Characters as people count them (a Chinese character or an emoji is one). */
const length = (value: string) => [...value].length

export function checkText(value: string, { min, max, multiline = false }: TextRule): Problem | null {
  const trimmed = value.trim()
  if (hasControlChars(trimmed, multiline)) return { rule: 'chars' }
  if (length(trimmed) < min) return min <= 1 ? { rule: 'required' } : trimmed === '' ? { rule: 'required' } : { rule: 'min', min }
  if (length(trimmed) > max) return { rule: 'max', max }
  return null
}

export const FAULT_RULES = {
  reporter: { min: 1, max: 50 },
  contact: { min: 3, max: 100 },
  place: { min: 1, max: 100 },
  description: { min: 5, max: 2000, multiline: true },
} as const satisfies Record<string, TextRule>

export const FEEDBACK_RULES = {
  name: { min: 0, max: 50 },
  contact: { min: 0, max: 100 },
  content: { min: 5, max: 2000, multiline: true },
} as const satisfies Record<string, TextRule>

export type FaultValues = {
  reporter: string
  contact: string
  place: string
  category: string
  description: string
}
export type FaultField = keyof FaultValues | 'screenshot'

export type FeedbackValues = {
  kind: string
  name: string
  contact: string
  content: string
}
export type FeedbackField = keyof FeedbackValues

export type Problems<F extends string> = Partial<Record<F, Problem>>

const choice = (value: string, allowed: readonly string[]): Problem | null =>
  value === '' ? { rule: 'required' } : allowed.includes(value) ? null : { rule: 'choice' }

/** A fault report's problems by field; empty when it may be sent. */
export function checkFault(values: FaultValues): Problems<FaultField> {
  const contact = checkText(values.contact, FAULT_RULES.contact)
  const problems: Problems<FaultField> = {
    reporter: checkText(values.reporter, FAULT_RULES.reporter) ?? undefined,
    contact: contact ?? (EMAIL.test(values.contact.trim()) || TEL.test(values.contact.trim()) ? undefined : { rule: 'contact' }),
    place: checkText(values.place, FAULT_RULES.place) ?? undefined,
    category: choice(values.category, FAULT_CATEGORIES) ?? undefined,
    description: checkText(values.description, FAULT_RULES.description) ?? undefined,
  }
  return withoutEmpty(problems)
}

/** A message's problems by field; name and contact may stay empty. */
export function checkFeedback(values: FeedbackValues): Problems<FeedbackField> {
  return withoutEmpty({
    kind: choice(values.kind, FEEDBACK_KINDS) ?? undefined,
    name: checkText(values.name, FEEDBACK_RULES.name) ?? undefined,
    contact: checkText(values.contact, FEEDBACK_RULES.contact) ?? undefined,
    content: checkText(values.content, FEEDBACK_RULES.content) ?? undefined,
  })
}

function withoutEmpty<F extends string>(problems: Problems<F>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined)) as Problems<F>
}
