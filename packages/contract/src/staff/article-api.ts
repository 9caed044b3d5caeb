/**
 * The staff content API for articles: save, read, list, the review workflow, revisions. Field
 * names follow the issue; the kinds' fields follow CONTENT_KINDS. The editor's working copy, presence
 * and preview links are in article-editor-api.ts.
 */
import Type, { type Static } from 'typebox'
import { body, Id, Nullable, OneOf } from '../api/common.js'
import { bulkOf } from './bulk-api.js'
import { SEND_BACK_COMMENT_MAX } from './limits.js'
import { ARTICLE_KINDS } from '../enums.js'
import {
  ARTICLE_LANG_FILTERS,
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  LANG_STATES,
  REVISION_ACTIONS,
  TRANSLATABLE_FIELDS,
} from './content-kinds.js'
import { pageOf, PagedSearch } from './paging.js'
import {
  Day,
  IdVersion,
  Kind,
  Lang,
  LangFieldsIn,
  LangFieldsOut,
  Langs,
  MenuIds,
  Str,
  TemplateList,
  Time,
  Version,
  sharedIn,
} from './article-fields.js'

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
  ...PagedSearch,
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
export const ArticleListRet = Type.Object(pageOf(ArticleRow))
export type ArticleListRet = Static<typeof ArticleListRet>

export const ArticleVersionBody = body(IdVersion)
export type ArticleVersionBody = Static<typeof ArticleVersionBody>
export const ArticleApproveBody = body({
  ...IdVersion,
  langs: Type.Optional(Langs),
})
export type ArticleApproveBody = Static<typeof ArticleApproveBody>
export const ArticleRejectBody = body({
  ...IdVersion,
  comment: Type.String({ minLength: 1, maxLength: SEND_BACK_COMMENT_MAX, description: 'what the editor should change' }),
})
export type ArticleRejectBody = Static<typeof ArticleRejectBody>
/** The workflow steps a list can take on several items at once, each as its single call takes it. */
export const ARTICLE_BULK_ACTIONS = ['submit', 'approve', 'archive'] as const
export type ArticleBulkAction = (typeof ARTICLE_BULK_ACTIONS)[number]
export const ArticleBulkBody = body({
  action: OneOf([...ARTICLE_BULK_ACTIONS], 'submit for review, approve (every language pending with a title) or archive'),
  items: bulkOf(Type.Object(IdVersion), 'each item with the version the list showed (archiving ignores it)'),
})
export type ArticleBulkBody = Static<typeof ArticleBulkBody>
export const ArticleConfirmBody = body({
  ...IdVersion,
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
