/**
 * What an article of each kind carries: one declaration per kind, read by the console's
 * editor to show the kind's fields and by the server to check a save. No TypeBox here, so the console
 * loads it through `@ibr/contract/staff-client`.
 */
import {
  ADMISSION_CATEGORIES,
  ARTICLE_KINDS,
  COMMITTEE_ROLES,
  DEPARTMENTS,
  ENROL_KINDS,
  POSTDOC_CATEGORIES,
  RECRUIT_CATEGORIES,
  RESEARCH_AREAS,
  TRAINING_CATEGORIES,
  VIDEO_CATEGORIES,
  type ArticleKind,
} from '../enums.js'
import type { Lang } from '../lang.js'

export const CONTENT_LANGS = ['zh', 'en'] as const satisfies readonly Lang[]

/** The fields written once per language; every other field is shared by both. */
export const TRANSLATABLE_FIELDS = ['title', 'subTitle', 'body', 'source', 'location'] as const
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number]

/** Fields both languages share, by what the editor shows for them. */
export const SHARED_FIELDS = {
  pictureId: 'image',
  pictureVerticalId: 'image',
  videoId: 'video',
  attachments: 'files',
  outLink: 'url',
  category: 'choice',
  enrolKind: 'choice',
  deadline: 'date',
  eventTime: 'dateTime',
  cancelled: 'flag',
  authors: 'text',
  journal: 'text',
  year: 'year',
  doi: 'doi',
  pmid: 'pmid',
  researchArea: 'choice',
  phone: 'tel',
  email: 'email',
} as const
export type SharedField = keyof typeof SHARED_FIELDS
export type SharedFieldType = (typeof SHARED_FIELDS)[SharedField]

/** Longest text of each field (characters); a body is HTML and counted as stored. */
export const FIELD_MAX = {
  title: 300,
  subTitle: 1000,
  body: 200_000,
  source: 100,
  location: 200,
  outLink: 2000,
  authors: 4000,
  journal: 300,
  phone: 50,
  email: 254,
} as const

/** DOI as registered (10.<registrant>/<suffix>), PubMed id as digits. */
export const DOI_PATTERN = '^10\\.\\d{4,9}/\\S{1,200}$'
export const PMID_PATTERN = '^\\d{1,9}$'
export const YEAR_MIN = 1900
export const YEAR_MAX = 2100
/** Most files one article may attach. */
export const ATTACHMENTS_MAX = 50

export interface KindDeclaration {
  /** Translatable fields the kind shows, in editor order. `title` is always among them. */
  translatable: readonly TranslatableField[]
  /** Shared fields the kind shows, in editor order. */
  shared: readonly SharedField[]
  /** Fields a submission for review needs (a draft may be saved without them). */
  required: readonly (TranslatableField | SharedField)[]
  /** The values `category` may take, when the kind shows it. */
  categories?: readonly string[]
  /** The values `enrolKind` may take, when the kind shows it. */
  enrolKinds?: readonly string[]
  /**
   * Whether the item goes offline at the end of its deadline's day unless an unpublish time is given
   * (recruitment postings close at their deadline by default).
   */
  unpublishAtDeadline?: boolean
  /** Whether the kind may be saved without a section (shown on the home page only). */
  sectionless?: boolean
}

export const CONTENT_KINDS: Record<ArticleKind, KindDeclaration> = {
  news: {
    translatable: ['title', 'subTitle', 'body', 'source'],
    shared: ['pictureId', 'attachments'],
    required: ['title', 'body'],
  },
  notice: {
    translatable: ['title', 'subTitle', 'body', 'source'],
    shared: ['pictureId', 'attachments'],
    required: ['title', 'body'],
  },
  video: {
    translatable: ['title', 'subTitle', 'body', 'source'],
    shared: ['videoId', 'pictureId', 'category'],
    required: ['title', 'videoId'],
    categories: VIDEO_CATEGORIES,
  },
  event: {
    translatable: ['title', 'subTitle', 'body', 'location', 'source'],
    shared: ['eventTime', 'cancelled', 'pictureId', 'pictureVerticalId', 'attachments'],
    required: ['title', 'eventTime', 'location'],
  },
  procurement: {
    translatable: ['title', 'subTitle', 'body', 'source'],
    shared: ['deadline', 'phone', 'email', 'attachments'],
    required: ['title', 'body'],
  },
  paper: {
    translatable: ['title', 'subTitle', 'body'],
    shared: ['authors', 'journal', 'year', 'doi', 'pmid', 'researchArea', 'pictureId', 'outLink'],
    required: ['title', 'authors', 'journal', 'year', 'researchArea'],
  },
  highlight: {
    translatable: ['title', 'subTitle', 'body'],
    shared: ['outLink', 'pictureId'],
    required: ['title', 'outLink', 'pictureId'],
    sectionless: true,
  },
  job: {
    translatable: ['title', 'subTitle', 'body'],
    shared: ['category', 'deadline', 'phone', 'email', 'attachments'],
    required: ['title', 'body', 'category'],
    categories: RECRUIT_CATEGORIES,
    unpublishAtDeadline: true,
  },
  page: {
    translatable: ['title', 'subTitle', 'body'],
    shared: ['category', 'enrolKind', 'deadline', 'pictureId', 'attachments'],
    required: ['title'],
    categories: [...ADMISSION_CATEGORIES, ...POSTDOC_CATEGORIES, ...TRAINING_CATEGORIES],
    enrolKinds: ENROL_KINDS,
  },
  person: {
    translatable: ['title', 'subTitle', 'body'],
    shared: ['pictureId', 'category', 'email', 'phone'],
    required: ['title'],
    categories: COMMITTEE_ROLES,
  },
  department: {
    translatable: ['title', 'subTitle', 'body', 'location'],
    shared: ['category', 'phone', 'email'],
    required: ['title', 'category'],
    categories: DEPARTMENTS,
  },
}

/** Research areas a paper may be filed under (shared with the public filters). */
export const PAPER_AREAS = RESEARCH_AREAS
export { ARTICLE_KINDS }

/** The kinds, for the console's filters and the editor's kind picker. */
export const EDITABLE_KINDS: readonly ArticleKind[] = ARTICLE_KINDS

/** One language's fields of an article. */
export type LangFields = Record<TranslatableField, string>

/** Where one language of an item stands: `none` has no title, so there is nothing to publish. */
export const LANG_STATES = ['none', 'draft', 'review', 'published'] as const
export type LangState = (typeof LANG_STATES)[number]

/** The state of an item as a whole, as lists and the dashboard show it. */
export const ARTICLE_STATUSES = ['draft', 'review', 'published', 'archived'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

/**
 * An item's state from its languages': archived wins, then anything waiting for review, then
 * unsubmitted changes, then published.
 */
export function overallStatus(states: Record<Lang, LangState>, archived: boolean): ArticleStatus {
  if (archived) return 'archived'
  const values = Object.values(states)
  if (values.includes('review')) return 'review'
  if (values.includes('draft')) return 'draft'
  if (values.includes('published')) return 'published'
  return 'draft'
}

/** The name of a field in one language as revisions, outdated flags and failures name it: `en.title`. */
export const langField = (lang: Lang, field: TranslatableField) => `${lang}.${field}` as const

/** The list's language filters: fields flagged outdated, one language without a title, one language online and the other not. */
export const ARTICLE_LANG_FILTERS = ['outdated', 'untranslated', 'partlyPublished'] as const
export const ARTICLE_SORTS = ['updated', 'publish', 'title'] as const
/** What made a revision. */
export const REVISION_ACTIONS = ['create', 'save', 'submit', 'approve', 'reject', 'archive', 'restore', 'confirm'] as const
export type RevisionAction = (typeof REVISION_ACTIONS)[number]

/** What a 409 `conflict` of a stale change carries (the failure's `conflict`): who saved what, and when. */
export interface ConflictDetail {
  version: number
  savedBy: string
  savedAt: string
  fields: string[]
}
