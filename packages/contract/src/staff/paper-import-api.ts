/**
 * Importing papers from BibTeX or RIS: a preview that reads the text and says what each
 * entry would become, then an import of the entries the person kept, each an ordinary draft.
 */
import Type, { type Static } from 'typebox'
import { body, Nullable } from '../api/common.js'
import { RESEARCH_AREAS } from '../enums.js'
import { DOI_PATTERN, FIELD_MAX, PMID_PATTERN, YEAR_MAX, YEAR_MIN } from './content-kinds.js'
import { PAPER_IMPORT_ITEMS_MAX, PAPER_IMPORT_TEXT_MAX } from './limits.js'

export const PAPER_IMPORT_FORMATS = ['bibtex', 'ris'] as const
export type PaperImportFormat = (typeof PAPER_IMPORT_FORMATS)[number]

const Year = Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX, description: 'publication year' })
const Doi = Type.String({ pattern: DOI_PATTERN, maxLength: 210, description: 'DOI, 10.xxxx/…, lower case' })
const Pmid = Type.String({ pattern: PMID_PATTERN, description: 'PubMed id' })
const Area = Type.Enum(RESEARCH_AREAS, { description: 'research area code' })
const TeamIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
  maxItems: 50,
  uniqueItems: true,
  description: 'teams the paper is listed under',
})
const Language = Type.Union([Type.Literal('zh'), Type.Literal('en')], {
  description: 'the language of the title and abstract (zh when the title has Chinese characters)',
})

export const PaperImportPreviewBody = body({
  text: Type.String({ minLength: 1, maxLength: PAPER_IMPORT_TEXT_MAX, description: 'BibTeX or RIS, pasted or read from a file' }),
})
export type PaperImportPreviewBody = Static<typeof PaperImportPreviewBody>

/** One entry of the text as it would be imported; empty values are null. */
export const PaperPreviewItem = Type.Object({
  index: Type.Integer({ description: 'position of the entry in the text, from 0' }),
  line: Type.Integer({ description: 'the line the entry starts on, from 1' }),
  language: Language,
  title: Type.String(),
  authors: Nullable(Type.String({ description: 'given name first, joined with ", "' })),
  journal: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  doi: Nullable(Type.String({ description: 'normalised: no https://doi.org/, lower case' })),
  pmid: Nullable(Type.String()),
  body: Type.String({ description: 'the abstract as sanitised HTML paragraphs, or empty' }),
  outLink: Nullable(Type.String()),
  researchArea: Nullable(Area),
  teamIds: Type.Array(Type.Integer(), { description: 'teams one of whose members or leader is among the authors' }),
  duplicateOf: Nullable(
    Type.Object(
      { id: Nullable(Type.Integer()), title: Type.String(), index: Nullable(Type.Integer()) },
      { description: 'an existing paper (id) or an earlier entry of this text (index) with the same DOI, or title and year' },
    ),
  ),
  problems: Type.Array(Type.String(), { description: 'fields a paper needs that this entry lacks' }),
})
export type PaperPreviewItem = Static<typeof PaperPreviewItem>

export const PaperImportPreviewRet = Type.Object({
  format: Type.Enum(PAPER_IMPORT_FORMATS),
  items: Type.Array(PaperPreviewItem),
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() }), {
    description: 'entries or values that could not be read, in the request language',
  }),
  teams: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { description: 'every team, to choose from' }),
})
export type PaperImportPreviewRet = Static<typeof PaperImportPreviewRet>

/** One paper to create, as the preview gave it or as the person changed it. */
export const PaperImportItem = Type.Object({
  language: Language,
  title: Type.String({ minLength: 1, maxLength: FIELD_MAX.title }),
  authors: Type.String({ minLength: 1, maxLength: FIELD_MAX.authors }),
  journal: Type.String({ minLength: 1, maxLength: FIELD_MAX.journal }),
  year: Year,
  doi: Type.Optional(Nullable(Doi)),
  pmid: Type.Optional(Nullable(Pmid)),
  body: Type.Optional(Type.String({ maxLength: FIELD_MAX.body, description: 'HTML; sanitised on save' })),
  outLink: Type.Optional(Nullable(Type.String({ maxLength: FIELD_MAX.outLink, pattern: '^https?://\\S+$' }))),
  researchArea: Area,
  teamIds: TeamIds,
})
export type PaperImportItem = Static<typeof PaperImportItem>

export const PaperImportBody = body({
  menuId: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the paper section the drafts are placed in' }),
  items: Type.Array(PaperImportItem, { minItems: 1, maxItems: PAPER_IMPORT_ITEMS_MAX }),
})
export type PaperImportBody = Static<typeof PaperImportBody>

export const PaperImportRet = Type.Object({
  created: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }), { description: 'the drafts made, in order' }),
})
export type PaperImportRet = Static<typeof PaperImportRet>
