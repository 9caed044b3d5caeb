import type { MediaUsageCopy, MediaUsageEntity, MediaUsageField } from '@ibr/contract/staff'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema.js'

/** One place a file is found: the row, its titles, the fields that name the file, which copy. */
export interface UsageRow {
  entity: MediaUsageEntity
  id: number
  title_zh: string
  title_en: string
  fields: MediaUsageField[]
  copy: MediaUsageCopy
}

/** A table whose rows may name a library file: columns holding a file id, and rich text that may embed one. */
interface Source {
  entity: MediaUsageEntity
  table: keyof DB
  title: string
  refs: Partial<Record<MediaUsageField, string>>
  bodies: string[]
}

const SOURCES: readonly Source[] = [
  { entity: 'menu', table: 'menu', title: 'name', refs: { picture: 'picture_id' }, bodies: ['intro'] },
  { entity: 'banner', table: 'image', title: 'title', refs: { image: 'file_id' }, bodies: [] },
  { entity: 'team', table: 'team', title: 'name', refs: { photo: 'photo_id' }, bodies: ['bio', 'interests'] },
  { entity: 'facility', table: 'facility', title: 'name', refs: { picture: 'picture_id' }, bodies: ['intro'] },
  { entity: 'meeting', table: 'meeting', title: 'title', refs: { picture: 'picture_id' }, bodies: ['summary', 'traffic', 'fee', 'notice'] },
  { entity: 'researchArea', table: 'research_area', title: 'name', refs: { picture: 'picture_id' }, bodies: [] },
  { entity: 'faq', table: 'faq', title: 'question', refs: {}, bodies: ['answer'] },
]

/** A field's name when the condition holds, else null (array_remove drops it). */
const when = (condition: RawBuilder<unknown>, field: MediaUsageField) => sql`case when ${condition} then ${field}::text end`
const fieldsOf = (parts: RawBuilder<unknown>[]) => sql`array_remove(array[${sql.join(parts)}], null)`
/** Rich text in both languages that embeds the file (its id in an image's or a video's address). */
const embeds = (id: string, columns: string[]) =>
  sql`(${sql.join(
    columns.flatMap((c) => [`${c}_zh`, `${c}_en`]).map((c) => sql`strpos(${sql.ref(c)}, ${id}) > 0`),
    sql` or `,
  )})`

function fromSource(source: Source, id: string): RawBuilder<unknown> {
  const parts = [
    ...Object.entries(source.refs).map(([field, column]) => when(sql`${sql.ref(column)} = ${id}`, field as MediaUsageField)),
    ...(source.bodies.length ? [when(embeds(id, source.bodies), 'body')] : []),
  ]
  return sql`select ${source.entity}::text as entity, id, ${sql.ref(`${source.title}_zh`)} as title_zh,
    ${sql.ref(`${source.title}_en`)} as title_en, ${fieldsOf(parts)} as fields, 'public' as copy
    from ${sql.table(source.table)}`
}

/**
 * An article's public row: its pictures, video, attachments and bodies. Titles come from the working
 * copy when there is one (the public row's are empty for a language not yet published).
 */
const fromArticles = (id: string) => sql`select 'article' as entity, a.id,
    coalesce(d.title_zh, a.title_zh) as title_zh, coalesce(d.title_en, a.title_en) as title_en,
    ${fieldsOf([
      when(sql`a.picture_id = ${id}`, 'picture'),
      when(sql`a.picture_vertical_id = ${id}`, 'pictureVertical'),
      when(sql`a.video_id = ${id}`, 'video'),
      when(sql`exists (select 1 from article_file af where af.article_id = a.id and af.file_id = ${id})`, 'attachments'),
      when(sql`strpos(a.body_zh, ${id}) > 0 or strpos(a.body_en, ${id}) > 0`, 'body'),
    ])} as fields, 'public' as copy
    from article a left join article_draft d on d.article_id = a.id`

/** An article's working copy (the editor's document, approved or not). */
const fromWorkingCopies = (id: string) => sql`select 'article' as entity, d.article_id as id, d.title_zh, d.title_en,
    ${fieldsOf([
      when(sql`d.doc->>'pictureId' = ${id}`, 'picture'),
      when(sql`d.doc->>'pictureVerticalId' = ${id}`, 'pictureVertical'),
      when(sql`d.doc->>'videoId' = ${id}`, 'video'),
      when(sql`d.doc->'attachments' @> jsonb_build_array(${id}::text)`, 'attachments'),
      when(sql`strpos(d.doc->'zh'->>'body', ${id}) > 0 or strpos(d.doc->'en'->>'body', ${id}) > 0`, 'body'),
    ])} as fields, 'working' as copy
    from article_draft d where strpos(d.doc::text, ${id}) > 0`

/** Where files are used: every table whose rows may name one. Revisions are history, not use. */
export function mediaUsageRepository(db: Kysely<DB>) {
  return {
    async of(fileId: string): Promise<UsageRow[]> {
      const sources = [fromArticles(fileId), fromWorkingCopies(fileId), ...SOURCES.map((s) => fromSource(s, fileId))]
      const { rows } = await sql<UsageRow>`select * from (${sql.join(sources, sql` union all `)}) used
        where cardinality(fields) > 0 order by entity, id, copy`.execute(db)
      return rows
    },
  }
}
