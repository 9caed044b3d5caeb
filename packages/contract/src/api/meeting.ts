import Type, { type Static } from 'typebox'
import { body, FileId, Id, Nullable, NullableText } from './common.js'
import { ImageItem } from './image.js'
import { CONFERENCE_FIELD_TYPES, REGISTRATION_STATES } from '../staff/conference-form.js'

export const MeetingBody = body({ menuId: Id })
export const MeetingScheduleBody = body({ menuId: Id, tagId: Type.Optional(Id) })

export const MeetingSummary = Type.Object({
  id: Type.Integer({ description: 'conference id' }),
  menuId: Type.Integer({ description: "the conference's menu entry" }),
  token: Type.String({ description: 'its route token, e.g. meeting2024' }),
  title: Type.String({ description: 'conference title' }),
  subTitle: Type.String({ description: 'theme or subtitle' }),
  summary: Type.String({ description: 'overview, sanitised HTML' }),
  startDate: Type.String({ description: 'first day, YYYY-MM-DD' }),
  endDate: Type.String({ description: 'last day, YYYY-MM-DD' }),
  venue: Type.String({ description: 'venue name' }),
  organizer: Type.String({ description: 'organisers' }),
  contactEmail: Type.String({ description: 'e-mail for questions' }),
  picture: NullableText('banner picture address'),
  registrationOpen: Type.Boolean({ description: 'registration accepted now' }),
})
export type MeetingSummary = Static<typeof MeetingSummary>
export const MeetingSummaryRet = Type.Object({ meeting: MeetingSummary })
export type MeetingSummaryRet = Static<typeof MeetingSummaryRet>

/** The form's field kinds: the staff form builder's (staff/conference-form.ts). */
export const FORM_FIELD_TYPES = CONFERENCE_FIELD_TYPES
export const FormField = Type.Object({
  name: Type.String({ description: "key of the value in the registration's fields" }),
  label: Type.String({ description: 'label in the requested language' }),
  type: Type.Enum(FORM_FIELD_TYPES, { description: 'input kind' }),
  required: Type.Boolean({ description: 'must be filled' }),
  maxLength: Type.Integer({ description: 'longest accepted value in characters (for a file: ignored)' }),
  options: Type.Array(
    Type.Object({
      value: Type.String({ description: 'value sent' }),
      label: Type.String({ description: 'label shown' }),
      fee: Type.Optional(Type.Integer({ description: 'fee added when chosen, in fen; 0 when free' })),
      left: Type.Optional(Nullable(Type.Integer({ description: 'places left for this option; null when unlimited' }))),
    }),
    { description: 'choices of a select or multiple choice, empty otherwise' },
  ),
  help: Type.String({ description: 'hint shown under the field, empty when none' }),
  min: Type.Optional(Nullable(Type.Number({ description: 'number: smallest value; multi: fewest choices; persons: fewest persons' }))),
  max: Type.Optional(Nullable(Type.Number({ description: 'number: largest value; multi: most choices; persons: most persons' }))),
  accept: Type.Optional(Type.Array(Type.String(), { description: 'file: accepted MIME types' })),
  extensions: Type.Optional(Type.Array(Type.String(), { description: 'file: accepted file name endings, for the file picker' })),
  maxBytes: Type.Optional(Type.Integer({ description: 'file: largest accepted file in bytes' })),
  unitFee: Type.Optional(Type.Integer({ description: 'nights: fee per night in fen' })),
  nights: Type.Optional(Type.Array(Type.String(), { description: "nights: the nights offered, each its evening's date YYYY-MM-DD" })),
})
export type FormField = Static<typeof FormField>

export const FileRule = Type.Object({
  accept: Type.Array(Type.String(), { description: 'accepted MIME types' }),
  extensions: Type.Array(Type.String(), { description: 'accepted file name endings, for the file picker' }),
  maxBytes: Type.Integer({ description: 'largest accepted file in bytes' }),
})
export type FileRule = Static<typeof FileRule>

export const MeetingSign = Type.Object({
  open: Type.Boolean({ description: 'registration accepted now' }),
  deadline: Type.String({ description: 'last moment to register, ISO 8601' }),
  deadlineText: Type.String({ description: "the deadline in the institute's time zone, YYYY-MM-DD HH:mm" }),
  fee: Type.String({ description: 'registration fee and how to pay, sanitised HTML' }),
  notice: Type.String({ description: 'terms of registration, sanitised HTML' }),
  fields: Type.Array(FormField, { description: 'the form, in order' }),
  fileRule: FileRule,
  opens: Type.Optional(Nullable(Type.String({ description: 'registration opens, ISO 8601; null when it needs no start' }))),
  full: Type.Optional(Type.Boolean({ description: 'every place is taken: a new registration goes to the waiting list' })),
  moderated: Type.Optional(Type.Boolean({ description: 'each registration waits for a decision' })),
  currency: Type.Optional(Type.String({ description: 'currency of the fees, e.g. CNY' })),
})
export type MeetingSign = Static<typeof MeetingSign>
export const MeetingSignRet = Type.Object({ sign: MeetingSign })
export type MeetingSignRet = Static<typeof MeetingSignRet>

export const MeetingTag = Type.Object({
  id: Type.Integer({ description: 'day tag id' }),
  name: Type.String({ description: 'tab label, e.g. Day 1' }),
  date: Type.String({ description: 'the day, YYYY-MM-DD' }),
})
export type MeetingTag = Static<typeof MeetingTag>
export const MeetingTagListRet = Type.Object({ tagList: Type.Array(MeetingTag, { description: 'conference days in order' }) })
export type MeetingTagListRet = Static<typeof MeetingTagListRet>

export const ScheduleItem = Type.Object({
  id: Type.Integer({ description: 'session id' }),
  startTime: Type.String({ description: 'HH:mm' }),
  endTime: Type.String({ description: 'HH:mm' }),
  title: Type.String({ description: 'session title' }),
  speaker: Type.String({ description: 'speaker or chair, empty for breaks' }),
  affiliation: Type.String({ description: "speaker's institution" }),
  place: Type.String({ description: 'room' }),
})
export type ScheduleItem = Static<typeof ScheduleItem>
export const MeetingScheduleRet = Type.Object({
  tagId: Type.Integer({ description: 'day tag served (the first when none was asked)' }),
  scheduleList: Type.Array(ScheduleItem, { description: 'sessions by start time' }),
})
export type MeetingScheduleRet = Static<typeof MeetingScheduleRet>

export const MeetingAddressRet = Type.Object({
  imageList: Type.Array(ImageItem, { description: 'venue pictures' }),
  venue: Type.String({ description: 'venue name' }),
  address: Type.String({ description: 'postal address' }),
  traffic: Type.String({ description: 'how to get there, sanitised HTML' }),
})
export type MeetingAddressRet = Static<typeof MeetingAddressRet>

/** A draft upload handed in with a form: the id and the secret token the upload answered. */
export const DraftFileRef = Type.Object({
  fileId: FileId,
  token: Type.String({ minLength: 16, maxLength: 64, description: "the upload's secret token" }),
})
export type DraftFileRef = Static<typeof DraftFileRef>

/** A form value: text, or a list for multiple choice, nights and accompanying persons. */
export const FormValue = Type.Union([Type.String({ maxLength: 4000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })])
export const FormValues = Type.Record(Type.String({ maxLength: 40 }), FormValue, {
  description: 'form values by field name (lists for multiple choice, nights and accompanying persons)',
})
const FormFiles = Type.Array(
  Type.Object({
    field: Type.String({ maxLength: 40, description: 'name of the file field' }),
    ...DraftFileRef.properties,
  }),
  { maxItems: 5, description: 'uploaded files, by field' },
)

export const MeetingRegisterBody = body({
  menuId: Id,
  fields: FormValues,
  files: Type.Optional(FormFiles),
})
export type MeetingRegisterBody = Static<typeof MeetingRegisterBody>
export const MeetingRegisterRet = Type.Object({
  confirmCode: Type.String({ description: 'confirmation code to quote in correspondence' }),
  email: Type.String({ description: 'the address registered' }),
  state: Type.Optional(
    Type.Enum(REGISTRATION_STATES, { description: 'pending (awaits a decision), accepted, or waiting (every place taken)' }),
  ),
  key: Type.Optional(Type.String({ description: "the private link's key: with the code it opens the registration's own page" })),
  fee: Type.Optional(Type.Integer({ description: 'fee of the chosen options, in fen' })),
})
export type MeetingRegisterRet = Static<typeof MeetingRegisterRet>
