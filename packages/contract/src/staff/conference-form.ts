/**
 * A conference's registration form as staff build it and the server stores it: field
 * types, bilingual labels and help, options that may carry a fee and a capacity. No TypeBox here, so
 * the console's form builder loads it through `@ibr/contract/staff-client`; the server's schemas
 * (`registration-api.ts`, the public `FormField`) follow these names.
 */
import type { Lang } from '../lang.js'

/**
 * What a field asks for, and the value it stores:
 * text, textarea, email, tel, number (digits), date (YYYY-MM-DD), country (ISO 3166 alpha-2) and
 * select (one option's value) store a string; multi (several options) and nights (YYYY-MM-DD of each
 * night) store a string array; persons (accompanying persons' names) a string array; consent stores
 * "yes" and is always required; file stores nothing in `fields` (its upload is in the registration's files).
 * The first six keep the names the public form has used since the seed.
 */
export const CONFERENCE_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'select',
  'file',
  'multi',
  'number',
  'date',
  'country',
  'persons',
  'nights',
  'consent',
] as const
export type ConferenceFieldType = (typeof CONFERENCE_FIELD_TYPES)[number]

/** Field types whose value is a list. */
export const LIST_FIELD_TYPES = ['multi', 'nights', 'persons'] as const satisfies readonly ConferenceFieldType[]
/** Field types whose options a registrant chooses from (and that may carry fees and capacities). */
export const CHOICE_FIELD_TYPES = ['select', 'multi'] as const satisfies readonly ConferenceFieldType[]

export type BilingualText = Record<Lang, string>

export interface ConferenceFieldOption {
  /** Value stored and exported; stable once registrations exist. */
  value: string
  label: BilingualText
  /** Fee added when chosen, in the smallest unit of the conference's currency (fen); 0 when free. */
  fee: number
  /** Most registrations that may hold this option (accepted or pending); null when unlimited. */
  capacity: number | null
}

export interface ConferenceFormField {
  /** Key of the value in a registration's fields: letters, digits, `_`, unique in the form. */
  name: string
  type: ConferenceFieldType
  label: BilingualText
  help: BilingualText
  required: boolean
  /** Longest text value in characters (text kinds). */
  maxLength: number
  /** Choices of select and multi; empty otherwise. */
  options: ConferenceFieldOption[]
  /** number: smallest value; multi: fewest choices; persons: fewest persons. null when none. */
  min: number | null
  /** number: largest value; multi: most choices; persons: most persons. null when none. */
  max: number | null
  /** file: accepted MIME types (empty: the site's upload types). */
  accept: string[]
  /** file: largest file in bytes (0: the site's upload limit). */
  maxBytes: number
  /** nights: fee per night in fen, 0 when the conference does not charge for rooms. */
  unitFee: number
}

/** What a registration holds for each field by name. */
export type RegistrationValue = string | string[]
export type RegistrationFieldValues = Record<string, RegistrationValue>

export const FIELD_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$'
export const FORM_FIELDS_MAX = 60
export const FIELD_OPTIONS_MAX = 100
export const FIELD_TEXT_MAX = 4000

/** A registration's life. Pending waits for a decision when the conference moderates. */
export const REGISTRATION_STATES = ['pending', 'accepted', 'waiting', 'rejected', 'withdrawn'] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]
/** States that hold a place (count against the capacity and options' capacities). */
export const PLACE_HOLDING_STATES = ['pending', 'accepted'] as const satisfies readonly RegistrationState[]
/** none: nothing to pay; unpaid / paid where the chosen options carry a fee. */
export const PAYMENT_STATES = ['none', 'unpaid', 'paid'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** The messages a conference sends; each has a template staff may edit per conference and language. */
export const REGISTRATION_MAIL_KINDS = ['received', 'accepted', 'waiting', 'promoted', 'rejected', 'paid', 'reminder'] as const
export type RegistrationMailKind = (typeof REGISTRATION_MAIL_KINDS)[number]

/** Days after a conference's last day its registrations and their files are kept (REGISTRATION_RETENTION_DAYS). */
export const REGISTRATION_RETENTION_DAYS_DEFAULT = 365

/**
 * The placeholders a conference's mail templates may use ({name} in a subject or body), each filled
 * from the registration and its conference; the console's template editor lists them.
 */
export const REGISTRATION_MAIL_PLACEHOLDERS = [
  'name',
  'conference',
  'code',
  'link',
  'receipt',
  'fee',
  'dates',
  'venue',
  'state',
  'comment',
  'reference',
] as const
export type RegistrationMailPlaceholder = (typeof REGISTRATION_MAIL_PLACEHOLDERS)[number]

/**
 * What a registration's QR code holds: its confirmation code behind a prefix, so the check-in screen
 * can tell a scan of ours from any other code. Check-in accepts this or the bare code.
 */
export const registrationQrPayload = (confirmCode: string) => `IBR-REG:${confirmCode}`

/** The confirmation code in a typed code or a scanned QR payload (upper-cased), or null. */
export function confirmCodeOf(scanned: string): string | null {
  const found = /\bM\d{2}-[A-Z0-9]{8}\b/i.exec(scanned.trim())
  return found ? found[0].toUpperCase() : null
}
