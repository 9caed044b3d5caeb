// Conferences (table meeting), their programme, and the registrations to them.
import type { ColumnType, Generated } from 'kysely'
import type { Lang } from '@ibr/contract'
import type { ConferenceFormField, RegistrationFieldValues, RegistrationMailKind, RegistrationState } from '@ibr/contract/staff'
import type { Def, Timestamp, DateCol, Workflow, Tr, Html } from './columns.js'

/** A registration form field as stored: the contract's definition (staff/conference-form.ts). */
export type StoredFormField = ConferenceFormField

export interface MeetingTable
  extends
    Workflow,
    Tr<'title'>,
    Tr<'sub_title'>,
    Html<'summary'>,
    Tr<'venue'>,
    Tr<'address'>,
    Html<'traffic'>,
    Tr<'organizer'>,
    Html<'fee'>,
    Html<'notice'> {
  id: Generated<number>
  menu_id: number
  token: string
  start_date: DateCol
  end_date: DateCol
  contact_email: Def<string>
  picture_id: string | null
  registration_open: Def<boolean>
  reg_deadline: Timestamp
  form_fields: ColumnType<StoredFormField[], string | undefined, string>
  /** Registration opens (null: as soon as registration_open is set); reg_deadline closes it. */
  reg_opens: Timestamp | null
  /** IANA zone of the conference's dates and times. */
  time_zone: Def<string>
  /** Most registrations holding a place (pending or accepted); null when unlimited. */
  capacity: number | null
  /** Each registration waits for a decision (pending) instead of being accepted on arrival. */
  moderated: Def<boolean>
  currency: Def<string>
  /** Templates staff edited, by mail kind and language: { accepted: { zh: { subject, body }, en: ... } }. */
  mail_templates: ColumnType<Partial<Record<RegistrationMailKind, Partial<Record<Lang, MailTemplate>>>>, string | undefined, string>
  /** Days before the first day the reminder goes out. */
  reminder_days: Def<number>
  reminded_at: Timestamp | null
  /** When the retention job removed its registrations. */
  purged_at: Timestamp | null
}

/** A conference's edited message: subject and plain-text body with {placeholders}. */
export interface MailTemplate {
  subject: string
  body: string
}

export interface MeetingTagTable extends Tr<'name'> {
  id: Generated<number>
  meeting_id: number
  day: DateCol
  sort: Def<number>
}

export interface MeetingSessionTable extends Tr<'title'>, Tr<'speaker'>, Tr<'affiliation'>, Tr<'place'> {
  id: Generated<number>
  tag_id: number
  start_time: string
  end_time: string
  sort: Def<number>
}

export interface RegistrationTable {
  id: Generated<number>
  meeting_id: number
  email: string
  confirm_code: string
  fields: ColumnType<RegistrationFieldValues, string, string>
  lang: string
  created_at: Timestamp
  state: Def<RegistrationState>
  /** Sum of the chosen options' fees, in fen. */
  fee: Def<number>
  paid_at: Timestamp | null
  pay_reference: string | null
  paid_by: number | null
  decided_at: Timestamp | null
  decided_by: number | null
  comment: string | null
  checked_in_at: Timestamp | null
  checked_in_by: number | null
  /** Digest of the private link's key; the key itself is only in the registrant's e-mail. */
  access_key_hash: string | null
  /** When the reminder before the conference was queued: once per registration. */
  reminded_at: Timestamp | null
  updated_at: Timestamp
}

export interface RegistrationFileTable {
  registration_id: number
  field: string
  file_id: string
}
