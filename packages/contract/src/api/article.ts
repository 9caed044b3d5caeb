import Type, { type Static } from 'typebox'
import { ARTICLE_KINDS, HOME_NEWS_TYPES } from '../enums.js'
import { body, FileId, Id, Nullable, NullableText, OneOf } from './common.js'

const Kind = OneOf(ARTICLE_KINDS, 'what the item is')

/** The fields of an item on the home page. */
const cardFields = {
  id: Type.Integer({ description: 'article id' }),
  title: Type.String({ description: 'title in the requested language' }),
  subTitle: Type.String({ description: 'subtitle or summary, empty when none' }),
  picture: NullableText('URL of the cover picture (/file/image/{id}); add ?w= for a resized copy'),
  createTime: Type.String({ description: "publication date, YYYY-MM-DD in the institute's time zone" }),
  templateList: Type.Array(Type.String(), { description: 'detail types of the sections the item appears in, e.g. ibrNewsnews' }),
  outLink: NullableText('external address (highlights)'),
}
export const ArticleCard = Type.Object(cardFields)
export type ArticleCard = Static<typeof ArticleCard>

export const HomeNewsBody = body({
  type: OneOf(HOME_NEWS_TYPES, 'latest, research or style (highlights)'),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: 'how many; defaults per type, capped at HOME_NEWS_MAX' })),
})
export const HomeNewsRet = Type.Object({ articleList: Type.Array(ArticleCard, { description: 'newest first' }) })
export type HomeNewsRet = Static<typeof HomeNewsRet>

/** The fields of an item in a list: the card plus what lists of each kind show. */
const summaryFields = {
  ...cardFields,
  kind: Kind,
  pinned: Type.Boolean({ description: 'pinned to the top of its section' }),
  source: Type.String({ description: 'where the item comes from, empty when none' }),
  category: NullableText('category from the enumerations of seed-spec point 3'),
  enrolKind: NullableText('doctoral, master or summerCamp (graduate admission)'),
  deadline: NullableText('closing date YYYY-MM-DD (job postings, procurement)'),
  closed: Type.Boolean({ description: 'true when the deadline has passed' }),
  eventTime: NullableText('start of an academic event, YYYY-MM-DD HH:mm'),
  location: NullableText('where an event takes place or a department sits'),
  cancelled: Type.Boolean({ description: 'an academic event that was called off (it stays listed, marked so)' }),
  authors: NullableText('paper authors'),
  journal: NullableText('paper journal'),
  year: Type.Union([Type.Integer(), Type.Null()], { description: 'paper publication year' }),
  doi: NullableText('paper DOI, e.g. 10.1234/abcd'),
  pmid: NullableText('paper PubMed id'),
  researchArea: NullableText('research area of a paper or team'),
  phone: NullableText('contact telephone (departments, people)'),
  email: NullableText('contact e-mail (departments, people)'),
  hasVideo: Type.Boolean({ description: 'a playable video is attached' }),
}
export const ArticleSummary = Type.Object(summaryFields)
export type ArticleSummary = Static<typeof ArticleSummary>

/** `page` of /api/article/list, sent as a JSON string. */
export const PageParams = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, description: 'page number from 1' }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, description: 'items per page, at most PAGE_SIZE_MAX' }),
})
/** `search` of /api/article/list, sent as a JSON string. */
export const SearchParams = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'found in titles, subtitles and bodies, any language' })),
  category: Type.Optional(Type.String({ maxLength: 40, description: 'a value of CATEGORY_FILTERS; empty or all for every item' })),
  year: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1900, maximum: 2999 }), Type.Literal('')], { description: 'publication year (papers)' }),
  ),
})
export type PageParams = Static<typeof PageParams>
export type SearchParams = Static<typeof SearchParams>

export const ArticleListBody = body({
  page: Type.String({ maxLength: 200, description: 'JSON string of PageParams' }),
  search: Type.Optional(Type.String({ maxLength: 500, description: 'JSON string of SearchParams' })),
  menuId: Type.Optional(Id),
  type: Type.Optional(Type.String({ maxLength: 80, description: 'a detail type (e.g. ibrNewsnotice), used when menuId is absent' })),
})
export const ArticleListRet = Type.Object({
  articleList: Type.Array(ArticleSummary, { description: 'the page of items, pinned first, then newest' }),
  total: Type.Integer({ description: 'number of matching items; with a keyword, counted up to SEARCH_COUNT_MAX' }),
  totalCapped: Type.Boolean({ description: 'true when a keyword search matched more than SEARCH_COUNT_MAX items: total is a lower bound' }),
  totalApprox: Type.Optional(
    Type.Boolean({
      description:
        "present (true) when counting a keyword's matches would have cost too much: total is about that many (an estimate or a lower bound); absent when exact",
    }),
  ),
  pageNum: Type.Integer({ description: 'page number served' }),
  pageSize: Type.Integer({ description: 'page size served' }),
})
export type ArticleListRet = Static<typeof ArticleListRet>

export const ArticlePickedBody = body({
  menuId: Type.Optional(Id),
  type: Type.Optional(Type.String({ maxLength: 80, description: 'a detail type, used when menuId is absent' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: 'how many; default 5, capped at 20' })),
})
export const ArticlePickedRet = Type.Object({ articleList: Type.Array(ArticleSummary, { description: 'pinned items, newest first' }) })
export type ArticlePickedRet = Static<typeof ArticlePickedRet>

export const Attachment = Type.Object({
  fileId: FileId,
  name: Type.String({ description: 'file name shown and used for the download' }),
  size: Type.Integer({ description: 'size in bytes' }),
  type: Type.String({ description: "MIME type, decided from the file's bytes" }),
  url: Type.String({ description: 'download address (/file/common/download/{id})' }),
})
export type Attachment = Static<typeof Attachment>

export const Video = Type.Object({
  url: Type.String({ description: 'address of the video file' }),
  type: Type.String({ description: 'MIME type of the video' }),
  poster: NullableText('poster image address'),
})

/** An item beside this one in its section's order: prev is the one listed before (newer), next the one after (older). */
export const Neighbour = Nullable(
  Type.Object({
    id: Type.Integer({ description: 'article id' }),
    title: Type.String({ description: 'title in the requested language' }),
  }),
)

export const ArticleDetailBody = body({
  id: Id,
  menuId: Type.Optional(Id),
})
export const ArticleDetail = Type.Object({
  ...summaryFields,
  body: Type.String({ description: 'sanitised HTML' }),
  pictureAlt: Type.String({
    description:
      "the cover picture's alt text from the media library, in the requested language (the other one when it is empty); empty when there is no picture",
  }),
  untranslated: Type.Boolean({
    description: 'true when the requested language is not published: the text shown is the other language (the page says so)',
  }),
  video: Nullable(Video),
  attachments: Type.Array(Attachment, { description: 'downloadable files in order' }),
  menuId: Type.Union([Type.Integer(), Type.Null()], { description: 'section the neighbours come from' }),
  menuName: NullableText('name of that section'),
  menuPath: NullableText('route path of that section'),
})
export type ArticleDetail = Static<typeof ArticleDetail>
export const ArticleDetailRet = Type.Object({
  article: ArticleDetail,
  prev: Neighbour,
  next: Neighbour,
})
export type ArticleDetailRet = Static<typeof ArticleDetailRet>

/** A staff preview of a working copy, opened by the token of its signed link. */
export const ArticlePreviewBody = body({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'the token of the preview link' }),
})
export const ArticlePreviewRet = Type.Object({
  ...ArticleDetailRet.properties,
  expiresAt: Type.String({ description: 'when the link stops working, ISO 8601' }),
  status: Type.String({ description: 'the working copy’s state (draft, review, published, archived)' }),
})
export type ArticlePreviewRet = Static<typeof ArticlePreviewRet>
