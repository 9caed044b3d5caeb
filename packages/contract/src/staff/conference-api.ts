/**
 * Conferences as staff edit them: the list of those a person may edit or review, one
 * conference with everything the editor shows, its creation, the save of its details, registration
 * settings, mail templates and form, and the save of its programme.
 */
import Type, { type Static } from 'typebox'
import { body, FileId, Id, Nullable } from '../api/common.js'
import { CONFERENCE_FIELD_TYPES, FIELD_OPTIONS_MAX, FIELD_TEXT_MAX, FORM_FIELDS_MAX, type RegistrationMailKind } from './conference-form.js'
import { CONFERENCE_TOKEN_PATTERN } from './menu-templates.js'
import { recordSchemas } from './records-api.js'
import { RECORD_STATES } from './records.js'

const Bi = (maxLength: number, description?: string) =>
  Type.Object({ zh: Type.String({ maxLength }), en: Type.String({ maxLength }) }, { description })
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' })
const Time = Type.String({ format: 'date-time', description: 'ISO 8601 time with its offset' })
const Clock = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm' })
/** Rich text is sanitised on the way in; its size is bounded here. */
const HTML_MAX = 100_000

/** A conference's texts in one language. */
export const ConferenceTexts = Type.Object({
  title: Type.String({ maxLength: 200 }),
  subTitle: Type.String({ maxLength: 300, description: 'theme or subtitle' }),
  summary: Type.String({ maxLength: HTML_MAX, description: 'overview, HTML' }),
  venue: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 300 }),
  traffic: Type.String({ maxLength: HTML_MAX, description: 'how to get there, HTML' }),
  organizer: Type.String({ maxLength: 500 }),
  fee: Type.String({ maxLength: HTML_MAX, description: 'fee text and how to pay, HTML' }),
  notice: Type.String({ maxLength: HTML_MAX, description: 'terms of registration, HTML' }),
})
export type ConferenceTexts = Static<typeof ConferenceTexts>

export const ConferenceFieldOptionSchema = Type.Object({
  value: Type.String({ maxLength: 200, description: 'stored and exported; stays once registrations hold it' }),
  label: Bi(200),
  fee: Type.Integer({ description: 'fee when chosen, in fen (0.01 yuan); not negative' }),
  capacity: Nullable(Type.Integer({ description: 'places; null when unlimited' })),
})

export const ConferenceFormFieldSchema = Type.Object({
  name: Type.String({ maxLength: 40, description: 'key of the value: a letter, then letters, digits or _' }),
  type: Type.Enum(CONFERENCE_FIELD_TYPES, { description: 'what the field asks for' }),
  label: Bi(200),
  help: Bi(500),
  required: Type.Boolean(),
  maxLength: Type.Integer({ minimum: 0, maximum: FIELD_TEXT_MAX, description: 'longest text value' }),
  options: Type.Array(ConferenceFieldOptionSchema, { maxItems: FIELD_OPTIONS_MAX }),
  min: Nullable(Type.Integer()),
  max: Nullable(Type.Integer()),
  accept: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20, description: 'file: accepted MIME types' }),
  maxBytes: Type.Integer({ minimum: 0, description: 'file: largest file in bytes, 0 for the site’s limit' }),
  unitFee: Type.Integer({ description: 'nights: fee per night in fen' }),
})

export const MailTemplateSchema = Type.Object({
  subject: Type.String({ maxLength: 200 }),
  body: Type.String({ maxLength: 10_000, description: 'plain text with {placeholders}' }),
})
/** Per kind and language; a missing or empty one sends the standard message. */
const LangTemplates = Type.Optional(Type.Object({ zh: Type.Optional(MailTemplateSchema), en: Type.Optional(MailTemplateSchema) }))
export const ConferenceMailTemplates = Type.Object(
  {
    received: LangTemplates,
    accepted: LangTemplates,
    waiting: LangTemplates,
    promoted: LangTemplates,
    rejected: LangTemplates,
    paid: LangTemplates,
    reminder: LangTemplates,
  } satisfies Record<RegistrationMailKind, unknown>,
  { additionalProperties: false },
)

/** Everything the editor saves at once (details, registration settings, mail templates, form). */
const settings = {
  zh: ConferenceTexts,
  en: ConferenceTexts,
  contactEmail: Type.String({ maxLength: 254 }),
  pictureId: Nullable(FileId),
  startDate: Day,
  endDate: Day,
  timeZone: Type.String({ maxLength: 64, description: 'IANA time zone, e.g. Asia/Shanghai' }),
  registrationOpen: Type.Boolean({ description: 'registration switched on' }),
  regOpens: Nullable(Time),
  regDeadline: Time,
  capacity: Nullable(Type.Integer({ description: 'places; null when unlimited' })),
  moderated: Type.Boolean({ description: 'each registration waits for a decision' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' }),
  reminderDays: Type.Integer({ minimum: 0, maximum: 60, description: 'days before the first day the reminder goes out' }),
  mailTemplates: ConferenceMailTemplates,
  formFields: Type.Array(ConferenceFormFieldSchema, { maxItems: FORM_FIELDS_MAX }),
}

const UpdatedAt = Type.Optional(
  Type.String({ maxLength: 64, description: 'the version the editor started from (ConferenceDetail.updatedAt); a later one answers 409' }),
)

export const ConferenceSaveBody = body({
  menuId: Id,
  updatedAt: UpdatedAt,
  ...settings,
})
export type ConferenceSaveBody = Static<typeof ConferenceSaveBody>

export const ConferenceSessionSchema = Type.Object({
  startTime: Clock,
  endTime: Clock,
  title: Bi(300),
  speaker: Bi(200),
  affiliation: Bi(300),
  place: Bi(200),
})
export const ConferenceDaySchema = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'an existing day tag; absent for a new day' })),
  day: Day,
  name: Bi(50, 'tab label, e.g. Day 1'),
  sessions: Type.Array(ConferenceSessionSchema, { maxItems: 100 }),
})
export type ConferenceDay = Static<typeof ConferenceDaySchema>

/**
 * A conference's working copy in the records workflow (docs/conferences.md): everything `conference/save`
 * and `conference/schedule` write, kept beside the public row until a reviewer approves it.
 */
export const ConferenceDoc = Type.Object({
  ...settings,
  days: Type.Array(ConferenceDaySchema, { maxItems: 30, description: 'the programme; a day without id is new' }),
})
export type ConferenceDoc = Static<typeof ConferenceDoc>
/** `conference/revisions` answers these; the other workflow calls take the records' bodies with the conference's `id`. */
export const ConferenceSchemas = recordSchemas(ConferenceDoc)

export const ConferenceScheduleBody = body({
  menuId: Id,
  updatedAt: UpdatedAt,
  days: Type.Array(ConferenceDaySchema, { maxItems: 30, description: 'the whole programme, in order' }),
})
export type ConferenceScheduleBody = Static<typeof ConferenceScheduleBody>

export const ConferenceMenuBody = body({ menuId: Id })
export type ConferenceMenuBody = Static<typeof ConferenceMenuBody>

export const ConferenceCreateBody = body({
  token: Type.String({
    pattern: CONFERENCE_TOKEN_PATTERN,
    description: 'route token: letters then digits, e.g. meeting2026: the public path is /{product}Meeting/{token}',
  }),
  zh: Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }) }),
  en: Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }) }),
  startDate: Day,
  endDate: Day,
  timeZone: Type.String({ maxLength: 64 }),
})
export type ConferenceCreateBody = Static<typeof ConferenceCreateBody>

const ConferencePage = Type.Object({
  menuId: Type.Integer(),
  template: Type.String({ description: 'overview, apply, schedule, guest, file or review' }),
  name: Bi(200),
})

export const ConferenceDetail = Type.Object({
  id: Type.Integer(),
  menuId: Type.Integer(),
  token: Type.String(),
  path: Type.String({ description: 'public path, e.g. /ibrMeeting/meeting2024' }),
  updatedAt: Type.String({
    description:
      'the version (the workflow revision number, as text): send it back with a save; submit, approve and reject take it as `version`',
  }),
  state: Type.Enum(RECORD_STATES, {
    description: 'draft or review: what is shown here is the working copy, not yet on the site; published: no working copy',
  }),
  live: Type.Boolean({ description: 'the public row is published (a working copy may wait beside it)' }),
  comment: Type.String({ description: 'the reviewer’s comment when it was sent back, else empty' }),
  submitted: Nullable(Type.Object({ name: Type.String(), at: Type.String() })),
  saved: Nullable(Type.Object({ name: Type.String(), at: Type.String() })),
  may: Type.Object({
    edit: Type.Boolean({ description: 'save, submit, restore' }),
    review: Type.Boolean({ description: 'approve, send back' }),
  }),
  ...settings,
  days: ConferenceDoc.properties.days,
  pages: Type.Array(ConferencePage, { description: 'its pages; guests, files and review list articles' }),
  held: Type.Object(
    {
      fields: Type.Array(Type.String()),
      options: Type.Record(Type.String(), Type.Array(Type.String())),
    },
    { description: 'field names and option values registrations hold: they cannot be removed or renamed' },
  ),
  registrations: Type.Integer(),
})
export type ConferenceDetail = Static<typeof ConferenceDetail>
export const ConferenceGetRet = Type.Object({ conference: ConferenceDetail })
export type ConferenceGetRet = Static<typeof ConferenceGetRet>

export const ConferenceListRow = Type.Object({
  id: Type.Integer(),
  menuId: Type.Integer(),
  token: Type.String(),
  path: Type.String(),
  title: Bi(200),
  startDate: Type.String(),
  endDate: Type.String(),
  registrationOpen: Type.Boolean(),
  capacity: Nullable(Type.Integer()),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'registrations per state' }),
  mayEdit: Type.Boolean({ description: 'this person may change it (conference/save)' }),
  mayReview: Type.Boolean({ description: 'this person may see its registrations' }),
})
export type ConferenceListRow = Static<typeof ConferenceListRow>
export const ConferenceListRet = Type.Object({ list: Type.Array(ConferenceListRow, { description: 'latest first' }) })
export type ConferenceListRet = Static<typeof ConferenceListRet>

export const ConferenceCreateRet = Type.Object({ menuId: Type.Integer(), id: Type.Integer() })
export type ConferenceCreateRet = Static<typeof ConferenceCreateRet>
