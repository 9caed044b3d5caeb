/**
 * The staff calls of the records workflow: one set of bodies and answers, built per record
 * kind from the kind's document schema. A document is the whole editable record in both languages;
 * the server keeps a working copy of it until review, then writes it to the public tables.
 */
import Type, { type Static, type TSchema } from 'typebox'
import { body, FileId, Id, Nullable } from '../api/common.js'
import { QUICK_LINK_GROUPS, RECORD_LIMITS, RECORD_STATES, TEAM_KINDS } from './records.js'
import { Search } from './paging.js'

const Line = (description: string) => Type.String({ maxLength: RECORD_LIMITS.line, description })
const Summary = (description: string) => Type.String({ maxLength: RECORD_LIMITS.summary, description })
const Html = (description: string) =>
  Type.String({ maxLength: RECORD_LIMITS.html, description: `${description} (rich text, sanitised on save)` })
const Sort = Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'order in its list, smallest first' })
const Email = Type.String({ maxLength: 200, description: 'e-mail address, empty for none' })
const Phone = Type.String({ maxLength: 60, description: 'telephone, empty for none' })
const Url = Type.String({ maxLength: 1000, description: 'http(s) address, empty for none' })
const Time = Type.String({ description: 'ISO 8601' })
const Revision = Type.Integer({ minimum: 1, maximum: 2147483647 })
const Version = Type.Integer({ minimum: 0, maximum: 2147483647, description: 'the version the change started from (409 when stale)' })
const IdVersion = { id: Id, version: Version }

const TeamText = Type.Object({
  name: Line('team name, or the researcher’s name'),
  leader: Line('leader'),
  leaderTitle: Line('leader’s title'),
  summary: Summary('short summary on the list'),
  bio: Html('biography'),
  interests: Html('research interests'),
  location: Line('office or lab'),
})
export const TeamMemberDoc = Type.Object({
  zh: Type.Object({ name: Line('name'), role: Line('role in the team') }),
  en: Type.Object({ name: Line('name'), role: Line('role in the team') }),
  email: Email,
})
export type TeamMemberDoc = Static<typeof TeamMemberDoc>
export const TeamDoc = Type.Object({
  kind: Type.Enum(TEAM_KINDS, { description: 'team or consociation (collaborating researcher)' }),
  areaId: Nullable(Type.Integer({ minimum: 1, description: 'research area' })),
  zh: TeamText,
  en: TeamText,
  photoId: Nullable(FileId),
  email: Email,
  phone: Phone,
  sort: Sort,
  members: Type.Array(TeamMemberDoc, { maxItems: RECORD_LIMITS.members, description: 'in order' }),
  paperIds: Type.Array(Type.Integer({ minimum: 1 }), {
    maxItems: RECORD_LIMITS.papers,
    uniqueItems: true,
    description: 'published paper articles',
  }),
})
export type TeamDoc = Static<typeof TeamDoc>

const FacilityText = Type.Object({
  name: Line('name'),
  summary: Summary('short summary on the list'),
  intro: Html('introduction'),
  contact: Line('contact person'),
  location: Line('where it is'),
})
export const FacilityDoc = Type.Object({
  zh: FacilityText,
  en: FacilityText,
  pictureId: Nullable(FileId),
  email: Email,
  phone: Phone,
  bookingUrl: Url,
  instruments: Type.Array(Type.Object({ name: Type.Object({ zh: Line('name'), en: Line('name') }), model: Line('model') }), {
    maxItems: RECORD_LIMITS.items,
  }),
  services: Type.Array(Type.Object({ zh: Line('service'), en: Line('service') }), { maxItems: RECORD_LIMITS.items }),
  sort: Sort,
})
export type FacilityDoc = Static<typeof FacilityDoc>

const FaqText = Type.Object({ question: Line('question'), answer: Html('answer') })
export const FaqDoc = Type.Object({ zh: FaqText, en: FaqText, sort: Sort })
export type FaqDoc = Static<typeof FaqDoc>

const QuickLinkText = Type.Object({ name: Line('name'), description: Line('one line about it') })
export const QuickLinkDoc = Type.Object({
  group: Type.Enum(QUICK_LINK_GROUPS, { description: 'lab, facility or other sites' }),
  zh: QuickLinkText,
  en: QuickLinkText,
  url: Url,
  sort: Sort,
})
export type QuickLinkDoc = Static<typeof QuickLinkDoc>

const State = Type.Enum(RECORD_STATES, { description: 'draft, review, published or archived' })

export const RecordRow = Type.Object({
  id: Type.Integer(),
  name: Type.Object({ zh: Type.String(), en: Type.String() }),
  state: State,
  /** The public row is published (a working copy may wait beside it). */
  live: Type.Boolean({ description: 'a version of it is on the public site' }),
  group: Type.String({ description: 'team kind, quick-link group; empty for others' }),
  sort: Type.Integer(),
  updatedAt: Time,
  updatedBy: Type.String(),
})
export type RecordRow = Static<typeof RecordRow>

export const RecordListBody = body({
  search: Search,
  state: Type.Optional(State),
  group: Type.Optional(Type.String({ maxLength: 20, description: 'team kind or quick-link group' })),
  archived: Type.Optional(Type.Boolean({ description: 'list archived records too' })),
})
export type RecordListBody = Static<typeof RecordListBody>
export const RecordListRet = Type.Object({
  list: Type.Array(RecordRow, { description: 'in public order' }),
  mayCreate: Type.Boolean({ description: 'whether this person may add one' }),
})
export type RecordListRet = Static<typeof RecordListRet>

export const RecordIdBody = body({ id: Id })
export type RecordIdBody = Static<typeof RecordIdBody>
export const RecordVersionBody = body(IdVersion)
export type RecordVersionBody = Static<typeof RecordVersionBody>
export const RecordRejectBody = body({
  ...IdVersion,
  comment: Type.String({ minLength: 1, maxLength: RECORD_LIMITS.comment, description: 'what to change, shown to the editor' }),
})
export type RecordRejectBody = Static<typeof RecordRejectBody>
export const RecordRestoreBody = body({ id: Id, revision: Revision })
export type RecordRestoreBody = Static<typeof RecordRestoreBody>

/** A list's new order: every id of the records to place, first shown first. */
export const RecordReorderBody = body({
  ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: RECORD_LIMITS.ordered,
    uniqueItems: true,
    description: 'record ids in their new order',
  }),
})
export type RecordReorderBody = Static<typeof RecordReorderBody>
export const RecordReorderRet = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), sort: Type.Integer() }), { description: 'each record with its new place' }),
})
export type RecordReorderRet = Static<typeof RecordReorderRet>

export const RecordStateRet = Type.Object({ id: Type.Integer(), version: Type.Integer(), state: State })
export type RecordStateRet = Static<typeof RecordStateRet>

const Who = Type.Object({ name: Type.String(), at: Time })

/** Builds the bodies and answers of one record kind around its document schema. */
export function recordSchemas<D extends TSchema>(doc: D) {
  const saveBody = body({
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    doc,
  })
  const getRet = Type.Object({
    id: Type.Integer(),
    version: Type.Integer({ description: 'send it back with the next change' }),
    state: State,
    live: Type.Boolean(),
    doc: doc,
    published: Nullable(doc),
    comment: Type.String({ description: 'the reviewer’s comment when it was sent back, else empty' }),
    submitted: Nullable(Who),
    saved: Nullable(Who),
    may: Type.Object({ edit: Type.Boolean(), review: Type.Boolean(), archive: Type.Boolean() }),
  })
  const revisionsRet = Type.Object({
    list: Type.Array(
      Type.Object({
        revision: Type.Integer(),
        action: Type.String({ description: 'save, submit, approve, reject, restore, archive, create' }),
        author: Type.String(),
        createdAt: Time,
        doc: doc,
      }),
      { description: 'latest first' },
    ),
  })
  return { saveBody, getRet, revisionsRet }
}

export const TeamSchemas = recordSchemas(TeamDoc)
export const FacilitySchemas = recordSchemas(FacilityDoc)
export const FaqSchemas = recordSchemas(FaqDoc)
export const QuickLinkSchemas = recordSchemas(QuickLinkDoc)
export type TeamGetRet = Static<typeof TeamSchemas.getRet>
export type FacilityGetRet = Static<typeof FacilitySchemas.getRet>
export type FaqGetRet = Static<typeof FaqSchemas.getRet>
export type QuickLinkGetRet = Static<typeof QuickLinkSchemas.getRet>

/** Published paper articles to link to a team, found by title words or DOI. */
export const TeamPapersBody = body({
  search: Search,
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: RECORD_LIMITS.papers })),
})
export type TeamPapersBody = Static<typeof TeamPapersBody>
export const TeamPapersRet = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), year: Type.String(), journal: Type.String() })),
})
export type TeamPapersRet = Static<typeof TeamPapersRet>
