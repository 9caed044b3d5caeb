/** The help desk inbox's staff calls: list, one report with its notes, assign and change state, note or reply. */
import Type, { type Static } from 'typebox'
import { body, Nullable, OneOf } from '../api/common.js'
import { bulkOf } from './bulk-api.js'
import { HELPDESK_KINDS, HELPDESK_NOTE_MAX, HELPDESK_STATES } from './helpdesk-inbox.js'
import { PagedSearch } from './paging.js'

const State = Type.Enum(HELPDESK_STATES, { description: 'new, progress (being worked on), waiting (for the reporter), resolved' })
const Kind = Type.Enum(HELPDESK_KINDS, { description: 'fault report or feedback' })
const Ticket = Type.String({ minLength: 1, maxLength: 40, description: 'the ticket number the reporter was given, e.g. F-20261125-AB3D' })
const Person = Type.Object({ id: Type.Integer(), name: Type.String() })

export const HelpdeskRow = Type.Object({
  ticket: Ticket,
  kind: Kind,
  category: Type.String({ description: 'fault category or feedback kind (the form’s value)' }),
  summary: Type.String({ description: 'the start of the description' }),
  reporter: Type.String({ description: 'name given, empty when none' }),
  state: State,
  assignee: Nullable(Person),
  lang: Type.String({ description: 'language the reporter wrote in: replies are sent in it' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601: the last change of state, assignment, note or reply' }),
})
export type HelpdeskRow = Static<typeof HelpdeskRow>

export const HelpdeskListBody = body({
  ...PagedSearch,
  state: Type.Optional(Type.Union([State, Type.Literal('open')], { description: 'one state, or open (any but resolved)' })),
  kind: Type.Optional(Kind),
  assignee: Type.Optional(
    Type.Union([Type.Literal('me'), Type.Literal('none'), Type.Integer({ minimum: 1 })], {
      description: 'me, none (unassigned) or a staff id',
    }),
  ),
})
export type HelpdeskListBody = Static<typeof HelpdeskListBody>
export const HelpdeskListRet = Type.Object({
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'reports per state, whatever the state filter' }),
  list: Type.Array(HelpdeskRow, { description: 'newest first' }),
  assignees: Type.Array(Person, { description: 'who reports can be assigned to (to assign several at once)' }),
})
export type HelpdeskListRet = Static<typeof HelpdeskListRet>

export const HelpdeskTicketBody = body({ ticket: Ticket })
export type HelpdeskTicketBody = Static<typeof HelpdeskTicketBody>

export const HelpdeskNote = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  body: Type.String({ description: 'plain text' }),
  reply: Type.Boolean({ description: 'sent to the reporter by e-mail (and shown on their page); otherwise internal' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
})
export type HelpdeskNote = Static<typeof HelpdeskNote>

export const HelpdeskItem = Type.Object({
  ...HelpdeskRow.properties,
  contact: Type.String({ description: 'telephone or e-mail address given, empty when none' }),
  place: Type.String({ description: 'where the fault is (fault reports), empty otherwise' }),
  text: Type.String({ description: 'the description or message, plain text' }),
  screenshot: Nullable(Type.String({ description: 'MIME type of the attached screenshot, fetched with helpdesk/screenshot' })),
  email: Nullable(Type.String({ description: 'the contact when it is an e-mail address: where replies go' })),
})
export type HelpdeskItem = Static<typeof HelpdeskItem>

export const HelpdeskGetRet = Type.Object({
  item: HelpdeskItem,
  notes: Type.Array(HelpdeskNote, { description: 'oldest first' }),
  assignees: Type.Array(Person, { description: 'who the report can be assigned to' }),
})
export type HelpdeskGetRet = Static<typeof HelpdeskGetRet>

export const HelpdeskUpdateBody = body({
  ticket: Ticket,
  state: Type.Optional(State),
  assigneeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: 'a staff id; null to unassign' }))),
})
export type HelpdeskUpdateBody = Static<typeof HelpdeskUpdateBody>

export const HelpdeskNoteBody = body({
  ticket: Ticket,
  body: Type.String({ minLength: 1, maxLength: HELPDESK_NOTE_MAX, description: 'plain text' }),
  reply: Type.Boolean({ description: 'send it to the reporter by e-mail, in their language; false keeps it internal' }),
})
export type HelpdeskNoteBody = Static<typeof HelpdeskNoteBody>

/** What the inbox does to several reports at once: assign them to one person, or mark them resolved. */
export const HELPDESK_BULK_ACTIONS = ['assign', 'resolve'] as const
export type HelpdeskBulkAction = (typeof HELPDESK_BULK_ACTIONS)[number]
export const HelpdeskBulkBody = body({
  action: OneOf([...HELPDESK_BULK_ACTIONS], 'assign: to assigneeId (null unassigns); resolve: mark each resolved'),
  ids: bulkOf(Ticket, 'the ticket numbers of the reports'),
  assigneeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: 'with assign: a staff id, or null to unassign' }))),
})
export type HelpdeskBulkBody = Static<typeof HelpdeskBulkBody>
