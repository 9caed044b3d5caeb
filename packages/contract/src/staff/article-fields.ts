/**
 * The fields an article's document is built from, as a save sends them and as the editor reads them:
 * shared by the item's calls (article-api.ts) and the editor's working copy (article-editor-api.ts).
 */
import Type, { type TSchema } from 'typebox'
import { FileId, Id, Nullable } from '../api/common.js'
import { ARTICLE_KINDS } from '../enums.js'
import { ATTACHMENTS_MAX, DOI_PATTERN, FIELD_MAX, PMID_PATTERN, YEAR_MAX, YEAR_MIN } from './content-kinds.js'

export const Time = Type.String({ format: 'date-time', description: 'ISO 8601 time with its offset' })
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })
export const Version = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the version the change starts from' })
/** An item and the version a change to it starts from: a stale version is refused. */
export const IdVersion = { id: Id, version: Version }
export const MenuIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50, uniqueItems: true })
export const Kind = Type.Enum(ARTICLE_KINDS, { description: 'what the item is' })
export const Lang = Type.Union([Type.Literal('zh'), Type.Literal('en')])
export const Langs = Type.Array(Lang, { minItems: 1, maxItems: 2, uniqueItems: true })
export const Str = (max: number, description: string) => Type.String({ maxLength: max, description })
export const OptNull = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema))

/** One language's fields as a save sends them: any left out keep their value. */
export const LangFieldsIn = Type.Object({
  title: Type.Optional(Str(FIELD_MAX.title, 'title')),
  subTitle: Type.Optional(Str(FIELD_MAX.subTitle, 'subtitle or summary')),
  body: Type.Optional(Str(FIELD_MAX.body, 'rich text as HTML; sanitised on save')),
  source: Type.Optional(Str(FIELD_MAX.source, 'where the item comes from (an office)')),
  location: Type.Optional(Str(FIELD_MAX.location, 'where an event takes place')),
})
export const LangFieldsOut = Type.Object({
  title: Type.String(),
  subTitle: Type.String(),
  body: Type.String({ description: 'sanitised HTML' }),
  source: Type.String(),
  location: Type.String(),
})

/** The fields both languages share; in a save, a field left out keeps its value and null clears it. */
export const sharedIn = {
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

export const TemplateList = Type.Array(Type.String({ maxLength: 80 }), {
  maxItems: 50,
  uniqueItems: true,
  description: 'detail types of the sections, e.g. ibrNewsnews',
})
