/**
 * The staff content API for articles: save, read, list, the review workflow, revisions,
 * preview links. Field names follow the issue; the kinds' fields follow CONTENT_KINDS.
 */
import Type, { type Static, type TSchema } from 'typebox'
import { body, FileId, Id, Nullable, OneOf } from '../api/common.js'
import { bulkOf } from './bulk-api.js'
import { SEND_BACK_COMMENT_MAX } from './limits.js'
import { ARTICLE_KINDS } from '../enums.js'
import {
  ARTICLE_LANG_FILTERS,
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  ATTACHMENTS_MAX,
  DOI_PATTERN,
  FIELD_MAX,
  LANG_STATES,
  PMID_PATTERN,
  REVISION_ACTIONS,
  TRANSLATABLE_FIELDS,
  YEAR_MAX,
  YEAR_MIN,
} from './content-kinds.js'
import { Page, PageSize, Search } from './users-api.js'

const Time = Type.String({ format: 'date-time', description: 'ISO 8601 time with its offset' })
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })
const Version = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the version the change starts from' })
const MenuIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50, uniqueItems: true })
const Kind = Type.Enum(ARTICLE_KINDS, { description: 'what the item is' })
const Lang = Type.Union([Type.Literal('zh'), Type.Literal('en')])
const Langs = Type.Array(Lang, { minItems: 1, maxItems: 2, uniqueItems: true })
const Str = (max: number, description: string) => Type.String({ maxLength: max, description })
const OptNull = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema))

/** One language's fields as a save sends them: any left out keep their value. */
const LangFieldsIn = Type.Object({
  title: Type.Optional(Str(FIELD_MAX.title, 'title')),
  subTitle: Type.Optional(Str(FIELD_MAX.subTitle, 'subtitle or summary')),
  body: Type.Optional(Str(FIELD_MAX.body, 'rich text as HTML; sanitised on save')),
  source: Type.Optional(Str(FIELD_MAX.source, 'where the item comes from (an office)')),
  location: Type.Optional(Str(FIELD_MAX.location, 'where an event takes place')),
})
const LangFieldsOut = Type.Object({
  title: Type.String(),
  subTitle: Type.String(),
  body: Type.String({ description: 'sanitised HTML' }),
  source: Type.String(),
  location: Type.String(),
})

/** The fields both languages share; in a save, a field left out keeps its value and null clears it. */
const sharedIn = {
  pictureId: OptNull(FileId),
  pictureVerticalId: OptNull(FileId),
  videoId: OptNull(FileId),
  attachments: Type.Optional(Type.Array(FileId, { maxItems: ATTACHMENTS_MAX, uniqueItems: true, description: 'files, in order' })),
  outLink: OptNull(Type.String({ maxLength: FIELD_MAX.outLink, pattern: '^https?://\\S+$', description: 'external address' })),
  category: OptNull(Str(40, "a value of the kind's categories")),
  enrolKind: OptNull(Str(40, 'doctoral, master or summerCamp')),
  deadline: OptNull(Day),
  eventTime: OptNull(Time),
  cancelled: Type.Optional(Type.Boolean({ description: 'an event called off: it stays public, marked cancelled' })),
  authors: OptNull(Str(FIELD_MAX.authors, 'authors, as printed')),
  journal: OptNull(Str(FIELD_MAX.journal, 'journal')),
  year: OptNull(Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX, description: 'publication year' })),
  doi: OptNull(Type.String({ pattern: DOI_PATTERN, maxLength: 210, description: 'DOI, 10.xxxx/…' })),
  pmid: OptNull(Type.String({ pattern: PMID_PATTERN, description: 'PubMed id' })),
  researchArea: OptNull(Str(40, 'research area code')),
  phone: OptNull(Str(FIELD_MAX.phone, 'contact telephone')),
  email: OptNull(Type.String({ maxLength: FIELD_MAX.email, format: 'email', description: 'contact e-mail' })),
  publishAt: OptNull(Time),
  unpublishAt: OptNull(Time),
  pinnedIn: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      maxItems: 50,
      uniqueItems: true,
      description: 'sections where the item is pinned ("picked")',
    }),
  ),
}

const TemplateList = Type.Array(Type.String({ maxLength: 80 }), {
  maxItems: 50,
  uniqueItems: true,
  description: 'detail types of the sections, e.g. ibrNewsnews',
})

export const ArticleSaveBody = body({
  id: Type.Optional(Id),
  version: Type.Optional(Version),
  kind: Type.Optional(Kind),
  templateList: Type.Optional(TemplateList),
  menuIds: Type.Optional(MenuIds),
  zh: Type.Optional(LangFieldsIn),
  en: Type.Optional(LangFieldsIn),
  ...sharedIn,
})
export type ArticleSaveBody = Static<typeof ArticleSaveBody>

const Status = Type.Enum(ARTICLE_STATUSES, { description: 'state of the item as a whole' })
const LangState = Type.Enum(LANG_STATES, { description: 'none: no title in that language' })
const LangStates = Type.Object({ zh: LangState, en: LangState })

export const ArticleStateRet = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({ description: 'send it with the next change' }),
  status: Status,
  states: LangStates,
})
export type ArticleStateRet = Static<typeof ArticleStateRet>

const FieldNames = Type.Array(Type.String(), { description: 'fields such as zh.title, en.body or pictureId' })
const Person = Type.Object({ id: Nullable(Type.Integer()), name: Type.String() })

/** An article's editable document: what a save writes and a revision keeps. */
export const ArticleDoc = Type.Object({
  kind: Kind,
  menuIds: Type.Array(Type.Integer(), { description: 'sections the item is listed in' }),
  templateList: Type.Array(Type.String(), { description: 'their detail types' }),
  zh: LangFieldsOut,
  en: LangFieldsOut,
  pictureId: Nullable(Type.String()),
  pictureVerticalId: Nullable(Type.String()),
  videoId: Nullable(Type.String()),
  attachments: Type.Array(Type.String()),
  outLink: Nullable(Type.String()),
  category: Nullable(Type.String()),
  enrolKind: Nullable(Type.String()),
  deadline: Nullable(Type.String()),
  eventTime: Nullable(Type.String()),
  cancelled: Type.Boolean(),
  authors: Nullable(Type.String()),
  journal: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  doi: Nullable(Type.String()),
  pmid: Nullable(Type.String()),
  researchArea: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  publishAt: Nullable(Type.String()),
  unpublishAt: Nullable(Type.String()),
  pinnedIn: Type.Array(Type.Integer()),
})
export type ArticleDoc = Static<typeof ArticleDoc>

export const ArticleIdBody = body({ id: Id })
export type ArticleIdBody = Static<typeof ArticleIdBody>

/** What readers see of an item now and next, by the server's clock. */
export const PublicSchedule = Type.Object({
  online: Nullable(
    Type.Object({
      version: Type.Integer({ description: 'the version readers see now' }),
      until: Nullable(Type.String({ format: 'date-time', description: 'when it goes offline; null: it stays online' })),
    }),
  ),
  next: Nullable(
    Type.Object({
      version: Type.Integer({ description: 'an approved version waiting for its publish time' }),
      at: Time,
      failed: Type.Boolean({ description: 'its publication failed at its time and was given up; approving again tries anew' }),
    }),
  ),
})
export type PublicSchedule = Static<typeof PublicSchedule>

export const ArticleEditable = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  status: Status,
  states: LangStates,
  live: Type.Object({ zh: Type.Boolean(), en: Type.Boolean() }, { description: 'whether each language is online now' }),
  schedule: PublicSchedule,
  doc: ArticleDoc,
  outdated: Type.Object(
    { zh: Type.Array(Type.String()), en: Type.Array(Type.String()) },
    { description: 'fields whose other language changed since' },
  ),
  reviewComment: Nullable(Type.Object({ comment: Type.String(), by: Type.String(), at: Time })),
  createdBy: Type.String(),
  createdAt: Time,
  updatedBy: Type.String(),
  updatedAt: Time,
  /** What this person may do with the item now (the server checks again on every call). */
  may: Type.Object({ write: Type.Boolean(), review: Type.Boolean(), approveOwn: Type.Boolean() }),
  /** Whether this person made a change since the item was last published (so cannot approve it unless administrator). */
  ownChange: Type.Boolean(),
})
export type ArticleEditable = Static<typeof ArticleEditable>
export const ArticleGetRet = Type.Object({ article: ArticleEditable })
export type ArticleGetRet = Static<typeof ArticleGetRet>

export const ArticleListBody = body({
  page: Page,
  pageSize: PageSize,
  search: Search,
  kind: Type.Optional(Kind),
  status: Type.Optional(Status),
  langState: Type.Optional(
    Type.Enum(ARTICLE_LANG_FILTERS, { description: 'outdated fields, one language missing, one language published' }),
  ),
  author: Type.Optional(Str(64, 'user name of the person who created it')),
  section: Type.Optional(Id),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  sort: Type.Optional(Type.Enum(ARTICLE_SORTS, { description: 'order' })),
  desc: Type.Optional(Type.Boolean()),
})
export type ArticleListBody = Static<typeof ArticleListBody>

export const ArticleRow = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  title: Type.String({ description: 'in the request language, the other one when empty' }),
  status: Status,
  states: LangStates,
  outdated: Type.Integer({ description: 'fields flagged outdated' }),
  version: Type.Integer({ description: "the working copy's version, for the steps taken from the list" }),
  author: Type.String({ description: 'user name of the person who created it (the author filter takes it)' }),
  authorName: Nullable(
    Type.String({ description: "that person's display name; null for an item the system made or an account since removed" }),
  ),
  updatedBy: Type.String(),
  updatedAt: Time,
  publishAt: Nullable(Time),
  unpublishAt: Nullable(Time),
  sections: Type.Array(Type.Integer()),
})
export type ArticleRow = Static<typeof ArticleRow>
export const ArticleListRet = Type.Object({ total: Type.Integer(), list: Type.Array(ArticleRow) })
export type ArticleListRet = Static<typeof ArticleListRet>

export const ArticleVersionBody = body({ id: Id, version: Version })
export type ArticleVersionBody = Static<typeof ArticleVersionBody>
export const ArticleApproveBody = body({
  id: Id,
  version: Version,
  langs: Type.Optional(Langs),
})
export type ArticleApproveBody = Static<typeof ArticleApproveBody>
export const ArticleRejectBody = body({
  id: Id,
  version: Version,
  comment: Type.String({ minLength: 1, maxLength: SEND_BACK_COMMENT_MAX, description: 'what the editor should change' }),
})
export type ArticleRejectBody = Static<typeof ArticleRejectBody>
/** The workflow steps a list can take on several items at once, each as its single call takes it. */
export const ARTICLE_BULK_ACTIONS = ['submit', 'approve', 'archive'] as const
export type ArticleBulkAction = (typeof ARTICLE_BULK_ACTIONS)[number]
export const ArticleBulkBody = body({
  action: OneOf([...ARTICLE_BULK_ACTIONS], 'submit for review, approve (every language pending with a title) or archive'),
  items: bulkOf(Type.Object({ id: Id, version: Version }), 'each item with the version the list showed (archiving ignores it)'),
})
export type ArticleBulkBody = Static<typeof ArticleBulkBody>
export const ArticleConfirmBody = body({
  id: Id,
  version: Version,
  /** Not `lang`: every body's `lang` is the language of the answer. */
  language: Type.Union([Type.Literal('zh'), Type.Literal('en')], { description: 'the language whose fields still hold' }),
  fields: Type.Array(Type.Enum(TRANSLATABLE_FIELDS), {
    minItems: 1,
    maxItems: 5,
    uniqueItems: true,
    description: 'fields that still hold',
  }),
})
export type ArticleConfirmBody = Static<typeof ArticleConfirmBody>

export const RevisionRow = Type.Object({
  revision: Type.Integer({ description: 'the version this revision made' }),
  action: Type.Enum(REVISION_ACTIONS),
  by: Person,
  at: Time,
  fields: FieldNames,
  comment: Nullable(Type.String()),
  langs: Type.Array(Lang, { description: 'languages an approval published' }),
})
export type RevisionRow = Static<typeof RevisionRow>
export const ArticleRevisionsRet = Type.Object({ list: Type.Array(RevisionRow, { description: 'latest first' }) })
export type ArticleRevisionsRet = Static<typeof ArticleRevisionsRet>
export const ArticleRevisionBody = body({ id: Id, revision: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
export type ArticleRevisionBody = Static<typeof ArticleRevisionBody>
export const ArticleRevisionRet = Type.Object({ revision: RevisionRow, doc: ArticleDoc })
export type ArticleRevisionRet = Static<typeof ArticleRevisionRet>
export const ArticleRestoreBody = body({
  id: Id,
  revision: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  version: Type.Optional(Version),
})
export type ArticleRestoreBody = Static<typeof ArticleRestoreBody>

export const PreviewLinkRet = Type.Object({ url: Type.String({ description: 'public page address of the preview' }), expiresAt: Time })
export type PreviewLinkRet = Static<typeof PreviewLinkRet>

export const PresenceRet = Type.Object({
  others: Type.Array(Type.Object({ name: Type.String(), since: Time }), { description: 'other people with the item open now' }),
})
export type PresenceRet = Static<typeof PresenceRet>

export const SectionOption = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'in the request language' }),
  parentId: Nullable(Type.Integer()),
  detailType: Type.String({ description: 'the detail type items of this section carry, e.g. ibrNewsnews' }),
  kind: Nullable(Type.Enum(ARTICLE_KINDS, { description: 'the kind of item the section lists; null for one that lists none (teams)' })),
  write: Type.Boolean({ description: 'this person may place and edit items here' }),
  review: Type.Boolean({ description: 'this person may approve items here' }),
})
export type SectionOption = Static<typeof SectionOption>
export const SectionOptionsRet = Type.Object({ sections: Type.Array(SectionOption, { description: 'every menu section, in menu order' }) })
export type SectionOptionsRet = Static<typeof SectionOptionsRet>

/**
 * A document as the editor holds it between saves, checked as a save is: the save's fields with their
 * limits and patterns (file ids, at most ATTACHMENTS_MAX attachments, http(s) links), every one present.
 */
const KeptDoc = Type.Required(
  Type.Object({
    kind: Kind,
    menuIds: MenuIds,
    templateList: TemplateList,
    zh: Type.Required(LangFieldsIn),
    en: Type.Required(LangFieldsIn),
    ...sharedIn,
  }),
)

/** The server keeps the saved document at `version` as the copy's base: what the changes were made to. */
export const ArticleAutosaveBody = body({
  id: Id,
  version: Version,
  doc: KeptDoc,
})
export type ArticleAutosaveBody = Static<typeof ArticleAutosaveBody>

/**
 * A person's working copies on the server, at most: this many items, this many bytes stored (the
 * oldest go first, and the answer names them). A copy is at most a save's body (BODY_LIMIT_BYTES)
 * and its base.
 */
export const AUTOSAVE_COPIES_MAX = 20
export const AUTOSAVE_BYTES_MAX = 8 * 1024 * 1024

const DroppedCopy = Type.Object(
  { id: Type.Integer(), title: Type.String({ description: 'as typed in the copy, in the request language or the other' }) },
  { description: 'an item whose working copy went to make room, oldest first' },
)
export const ArticleAutosaveRet = Type.Object({
  savedAt: Time,
  dropped: Type.Array(DroppedCopy, {
    description: "the person's older copies this one pushed out (past AUTOSAVE_COPIES_MAX or AUTOSAVE_BYTES_MAX)",
  }),
})
export type ArticleAutosaveRet = Static<typeof ArticleAutosaveRet>

/** A person's own working copy of an item: kept on the server between saves, never a revision. */
export const ArticleWorkingCopy = Type.Object({
  doc: ArticleDoc,
  base: ArticleDoc,
  version: Type.Integer({ description: 'the version the changes started from' }),
  savedAt: Time,
})
export type ArticleWorkingCopy = Static<typeof ArticleWorkingCopy>

export const ArticleAutosaveGetRet = Type.Object({ copy: Nullable(ArticleWorkingCopy) })
export type ArticleAutosaveGetRet = Static<typeof ArticleAutosaveGetRet>
