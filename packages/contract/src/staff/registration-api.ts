/**
 * Registrations in the console: the list with counts, a decision, a payment, a check-in,
 * the exports. Call names and the fields the issue fixes (`menuId`, `page`, `search`, `counts`,
 * `confirmCode`, `state`, `email`, `lang`, `fields`, `files`, `createdAt`, `reference`, `code`,
 * `format`) are exact: other software relies on them.
 */
import Type, { type Static } from 'typebox'
import { body, FileId, Id, Nullable, OneOf } from '../api/common.js'
import { BulkIds, bulkOf } from './bulk-api.js'
import { PAYMENT_STATES, REGISTRATION_STATES } from './conference-form.js'
import { PagedSearch } from './paging.js'

const State = Type.Enum(REGISTRATION_STATES, { description: 'pending, accepted, waiting, rejected or withdrawn' })
const Payment = Type.Enum(PAYMENT_STATES, { description: 'none (nothing to pay), unpaid or paid' })
const MenuId = Id
const Iso = (description: string) => Type.String({ description: `${description}, ISO 8601` })

export const RegistrationFile = Type.Object({
  field: Type.String({ description: 'the file field it was handed in for' }),
  fileId: FileId,
  name: Type.String({ description: 'file name as uploaded' }),
  size: Type.Integer({ description: 'bytes' }),
  contentType: Type.String(),
})
export type RegistrationFile = Static<typeof RegistrationFile>

export const RegistrationRow = Type.Object({
  id: Type.Integer(),
  confirmCode: Type.String({ description: 'the code the registrant was given, e.g. M24-7KQ2XW9D' }),
  state: State,
  payment: Payment,
  fee: Type.Integer({ description: 'fee of the chosen options, in fen' }),
  email: Type.String(),
  name: Type.String({ description: "the registrant's name as entered (the form's first text field), for lists" }),
  lang: Type.String({ description: 'language registered in: messages are sent in it' }),
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]), {
    description: 'values by field name (lists for multiple choice, nights and accompanying persons)',
  }),
  files: Type.Array(RegistrationFile),
  createdAt: Iso('registered'),
  updatedAt: Iso('last change'),
  comment: Nullable(Type.String({ description: "the reviewer's comment on the last decision" })),
  paidAt: Nullable(Iso('payment recorded')),
  payReference: Nullable(Type.String({ description: 'bank transfer or card terminal reference' })),
  checkedInAt: Nullable(Iso('checked in')),
})
export type RegistrationRow = Static<typeof RegistrationRow>

export const RegistrationListBody = body({
  menuId: MenuId,
  ...PagedSearch,
  state: Type.Optional(State),
  payment: Type.Optional(Payment),
  option: Type.Optional(
    Type.Object(
      { field: Type.String({ maxLength: 40 }), value: Type.String({ maxLength: 200 }) },
      { description: 'registrations that chose this option' },
    ),
  ),
  from: Type.Optional(Type.String({ format: 'date', description: 'registered on or after, YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'registered on or before, YYYY-MM-DD' })),
})
export type RegistrationListBody = Static<typeof RegistrationListBody>

export const OptionCount = Type.Object({
  field: Type.String(),
  value: Type.String(),
  label: Type.Object({ zh: Type.String(), en: Type.String() }),
  count: Type.Integer({ description: 'registrations holding a place (pending or accepted) that chose it' }),
  capacity: Nullable(Type.Integer()),
})
export type OptionCount = Static<typeof OptionCount>

export const RegistrationListRet = Type.Object({
  total: Type.Integer({ description: 'registrations matching the filters' }),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'registrations per state, whatever the filters' }),
  options: Type.Array(OptionCount, { description: 'per choice option, whatever the filters' }),
  capacity: Nullable(Type.Integer({ description: "the conference's capacity" })),
  list: Type.Array(RegistrationRow, { description: 'newest first' }),
})
export type RegistrationListRet = Static<typeof RegistrationListRet>

export const RegistrationDecideBody = body({
  id: Id,
  state: Type.Enum(['accepted', 'waiting', 'rejected', 'pending'] as const, {
    description: 'the decision: accept, put on the waiting list, reject, or back to pending',
  }),
  comment: Type.Optional(Type.String({ maxLength: 2000, description: 'why; sent to the registrant with a rejection' })),
})
export type RegistrationDecideBody = Static<typeof RegistrationDecideBody>

/** What the registration list can do to several registrations at once, each as the single decision does it. */
export const REGISTRATION_BULK_ACTIONS = ['decide'] as const
export type RegistrationBulkAction = (typeof REGISTRATION_BULK_ACTIONS)[number]
export const RegistrationBulkBody = body({
  action: OneOf([...REGISTRATION_BULK_ACTIONS], 'decide: accept or reject each, telling its registrant by e-mail'),
  ids: BulkIds,
  state: Type.Enum(['accepted', 'rejected'] as const, { description: 'the decision for every registration chosen' }),
  comment: Type.Optional(Type.String({ maxLength: 2000, description: 'why; sent to each registrant with a rejection' })),
})
export type RegistrationBulkBody = Static<typeof RegistrationBulkBody>

export const RegistrationPayBody = body({
  id: Id,
  reference: Type.String({ minLength: 1, maxLength: 100, description: 'bank transfer or card terminal reference' }),
})
export type RegistrationPayBody = Static<typeof RegistrationPayBody>

export const RegistrationRowRet = Type.Object({ registration: RegistrationRow })
export type RegistrationRowRet = Static<typeof RegistrationRowRet>

export const RegistrationCheckinBody = body({
  code: Type.String({ minLength: 1, maxLength: 200, description: 'the confirmation code, typed or read from the QR code' }),
  menuId: Type.Optional(MenuId),
})
export type RegistrationCheckinBody = Static<typeof RegistrationCheckinBody>
export const RegistrationCheckinRet = Type.Object({
  registration: RegistrationRow,
  alreadyAt: Nullable(Iso('an earlier check-in: this scan is a second one')),
})
export type RegistrationCheckinRet = Static<typeof RegistrationCheckinRet>

export const REGISTRATION_EXPORT_FORMATS = ['xlsx', 'csv'] as const
/** Some registrations of the conference only (those picked in the list); without it, every one. */
const Selected = Type.Optional(bulkOf(Id, 'only these registrations of the conference (others are left out)'))
export const RegistrationExportBody = body({
  menuId: MenuId,
  format: Type.Enum(REGISTRATION_EXPORT_FORMATS, { description: 'xlsx or csv' }),
  ids: Selected,
})
export type RegistrationExportBody = Static<typeof RegistrationExportBody>
export const RegistrationFilesBody = body({ menuId: MenuId, ids: Selected })
export type RegistrationFilesBody = Static<typeof RegistrationFilesBody>

export const PurgeCandidate = Type.Object({
  menuId: Type.Integer(),
  title: Type.Object({ zh: Type.String(), en: Type.String() }),
  endDate: Type.String({ description: 'the conference’s last day, YYYY-MM-DD' }),
  purgeOn: Type.String({ description: 'the day its registrations are removed, YYYY-MM-DD' }),
  registrations: Type.Integer(),
  files: Type.Integer(),
  bytes: Type.Integer({ description: 'size of the files' }),
})
export type PurgeCandidate = Static<typeof PurgeCandidate>
export const RegistrationPurgePreviewRet = Type.Object({
  retentionDays: Type.Integer({ description: 'REGISTRATION_RETENTION_DAYS' }),
  list: Type.Array(PurgeCandidate, { description: 'conferences whose registrations are still kept, soonest purge first' }),
})
export type RegistrationPurgePreviewRet = Static<typeof RegistrationPurgePreviewRet>

export const RegistrationConference = Type.Object({
  id: Type.Integer({ description: 'the conference id (the scope a conference reviewer is granted)' }),
  menuId: Type.Integer({ description: "its menu entry: the other registration calls' menuId" }),
  token: Type.String(),
  title: Type.Object({ zh: Type.String(), en: Type.String() }),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  capacity: Nullable(Type.Integer()),
  moderated: Type.Boolean(),
  registrationOpen: Type.Boolean({ description: 'registration accepted now' }),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'registrations per state' }),
})
export type RegistrationConference = Static<typeof RegistrationConference>
export const RegistrationConferencesRet = Type.Object({
  list: Type.Array(RegistrationConference, { description: 'the conferences this person may review, newest first' }),
})
export type RegistrationConferencesRet = Static<typeof RegistrationConferencesRet>
