import type { Lang } from '@ibr/contract'
import { CONTENT_LANGS, emptyDoc, type ArticleDoc, type LangFields } from '@ibr/contract/staff'

/**
 * A document's fields and the public row's columns, one table for both directions: approval and
 * previews write columns from a document, the editor reads a document from the columns.
 */
const SHARED = {
  pictureId: 'picture_id',
  pictureVerticalId: 'picture_vertical_id',
  videoId: 'video_id',
  outLink: 'out_link',
  category: 'category',
  enrolKind: 'enrol_kind',
  deadline: 'deadline',
  authors: 'authors',
  journal: 'journal',
  year: 'pub_year',
  doi: 'doi',
  pmid: 'pmid',
  researchArea: 'research_area',
  phone: 'phone',
  email: 'email',
} as const satisfies Partial<Record<keyof ArticleDoc, string>>

const LANG = { title: 'title', subTitle: 'sub_title', body: 'body', source: 'source', location: 'location' } as const satisfies Record<
  keyof LangFields,
  string
>

type SharedColumns = { -readonly [F in keyof typeof SHARED as (typeof SHARED)[F]]: ArticleDoc[F] }
type LangColumn<L extends Lang> = `${(typeof LANG)[keyof typeof LANG]}_${L}`

/** A document's shared fields as the public row's columns. */
export function sharedColumns(doc: ArticleDoc): SharedColumns & { kind: ArticleDoc['kind'] } {
  const columns = Object.fromEntries(Object.entries(SHARED).map(([field, column]) => [column, doc[field as keyof typeof SHARED]]))
  return { ...(columns as SharedColumns), kind: doc.kind }
}

/** One language's fields as the public row's columns (`title_zh`…). */
export function langColumns<L extends Lang>(doc: ArticleDoc, lang: L): Record<LangColumn<L>, string> {
  const f = doc[lang]
  return Object.fromEntries(Object.entries(LANG).map(([field, column]) => [`${column}_${lang}`, f[field as keyof LangFields]])) as Record<
    LangColumn<L>,
    string
  >
}

/** The public row's columns a document is read from. */
export type PublicDocRow = SharedColumns &
  Record<LangColumn<'zh'> | LangColumn<'en'>, string> & {
    kind: string
    event_time: Date | null
    cancelled_at: Date | null
    publish_at: Date
    unpublish_at: Date | null
  }

/** Where the item is listed and what files it carries: kept in tables of their own. */
export interface DocPlacements {
  placements: readonly { menu_id: number; pinned: boolean; detail_type: string }[]
  files: readonly { file_id: string }[]
}

/** The document a public row holds (an item never edited in the console). */
export function docFromRow(row: PublicDocRow, { placements, files }: DocPlacements): ArticleDoc {
  const doc: ArticleDoc = {
    ...emptyDoc(row.kind as ArticleDoc['kind']),
    menuIds: placements.map((p) => p.menu_id),
    templateList: [...new Set(placements.map((p) => p.detail_type))],
    pinnedIn: placements.filter((p) => p.pinned).map((p) => p.menu_id),
    attachments: files.map((f) => f.file_id),
    eventTime: row.event_time?.toISOString() ?? null,
    cancelled: row.cancelled_at !== null,
    publishAt: row.publish_at.toISOString(),
    unpublishAt: row.unpublish_at?.toISOString() ?? null,
  }
  const shared = doc as unknown as Record<string, unknown>
  for (const [field, column] of Object.entries(SHARED)) shared[field] = row[column]
  for (const lang of CONTENT_LANGS) {
    const fields = { ...doc[lang] }
    for (const [field, column] of Object.entries(LANG))
      fields[field as keyof LangFields] = row[`${column}_${lang}` as LangColumn<typeof lang>]
    doc[lang] = fields
  }
  return doc
}
