/**
 * Test data with known values, written straight into a site server's database (support/database.ts),
 * so a browser test asserts on what it made rather than on what the demo content happens to hold.
 * The embedded database can be written only while no server holds it: see withSeededServer.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freshPostgresDatabase, withDatabase, type Query } from './database.js'
import { startSiteServer, type SiteServer, type StartSiteOptions } from './server.js'

export interface Bilingual {
  zh: string
  en: string
}

export interface ArticleInput {
  kind: string
  title: Bilingual
  /** The menu entries it is listed under, by list template (e.g. 'academic'). */
  templates: readonly string[]
  subTitle?: Bilingual
  /** HTML, as stored. */
  body?: Bilingual
  source?: Bilingual
  location?: Bilingual
  /** An event's start, an ISO instant with its offset. */
  eventTime?: string
  category?: string
  enrolKind?: string
  deadline?: string
  email?: string
  phone?: string
  authors?: string
  journal?: string
  doi?: string
  pmid?: string
  pubYear?: number
  /** Stored files (see storedFile): the picture (a video's poster), the video, the attachments in order. */
  pictureId?: string
  videoId?: string
  attachmentIds?: readonly string[]
  /** How long ago it was published (default one day): lists show the newest first. */
  secondsAgo?: number
}

/** Inserts a published article listed under the given menu entries; answers its id. */
export async function insertArticle(query: Query, input: ArticleInput): Promise<number> {
  const text = (value: Bilingual | undefined) => [value?.zh ?? '', value?.en ?? '']
  const [row] = await query<{ id: number }>(
    `insert into article (kind, title_zh, title_en, sub_title_zh, sub_title_en, body_zh, body_en, source_zh, source_en,
       location_zh, location_en, event_time, category, enrol_kind, deadline, email, phone, authors, journal, doi, pmid,
       picture_id, video_id, pub_year, publish_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
       now() - make_interval(secs => $25)) returning id`,
    [
      input.kind,
      ...text(input.title),
      ...text(input.subTitle),
      ...text(input.body),
      ...text(input.source),
      ...text(input.location),
      input.eventTime ?? null,
      input.category ?? null,
      input.enrolKind ?? null,
      input.deadline ?? null,
      input.email ?? null,
      input.phone ?? null,
      input.authors ?? null,
      input.journal ?? null,
      input.doi ?? null,
      input.pmid ?? null,
      input.pictureId ?? null,
      input.videoId ?? null,
      input.pubYear ?? null,
      input.secondsAgo ?? 86_400,
    ],
  )
  const id = row!.id
  for (const template of input.templates) {
    const menus = await query<{ id: number }>('select id from menu where list_template = $1', [template])
    if (menus.length === 0) throw new Error(`no menu entry with the list template ${template}`)
    for (const menu of menus)
      await query(
        `insert into article_menu (article_id, menu_id, publish_at) select $1::int, $2::int, publish_at from article where id = $1::int`,
        [id, menu.id],
      )
  }
  for (const [sort, fileId] of (input.attachmentIds ?? []).entries())
    await query('insert into article_file (article_id, file_id, sort) values ($1, $2, $3)', [id, fileId, sort])
  return id
}

/**
 * The id of a public file the server has stored (the demo's seed writes them), for an article to
 * point at: the page then loads a real picture, video or document.
 */
export async function storedFile(query: Query, kind: 'image' | 'document' | 'video'): Promise<string> {
  const [row] = await query<{ id: string }>(`select id from file where visibility = 'public' and kind = $1 order by id limit 1`, [kind])
  if (!row) throw new Error(`the server stored no public ${kind} file`)
  return row.id
}

/** An academic event (kind `event`, listed under academic activities) at a local time of `timeZone`'s offset. */
export function insertEvent(query: Query, title: Bilingual, eventTime: string): Promise<number> {
  return insertArticle(query, { kind: 'event', title, templates: ['academic'], eventTime, location: { zh: '报告厅', en: 'Lecture hall' } })
}

/** Inserts a published core facility (intro as stored HTML), last in the list's order; answers its id. */
export async function insertFacility(query: Query, name: Bilingual, intro: Bilingual): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into facility (name_zh, name_en, intro_zh, intro_en, status, sort, publish_at)
     values ($1, $2, $3, $4, 'published', 1000, now() - interval '1 day') returning id`,
    [name.zh, name.en, intro.zh, intro.en],
  )
  return row!.id
}

/** Days of `month` (YYYY-MM) with no event yet, as local dates of `timeZone`. */
export async function daysWithoutEvents(query: Query, month: string, timeZone: string): Promise<string[]> {
  const taken = new Set(
    (
      await query<{ day: string }>(
        `select to_char(event_time at time zone $1, 'YYYY-MM-DD') as day from article where kind = 'event' and event_time is not null`,
        [timeZone],
      )
    ).map((r) => r.day),
  )
  const [y, m] = month.split('-').map(Number) as [number, number]
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const days = Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
  return days.filter((d) => !taken.has(d))
}

/**
 * A server of its own on a seeded database that `make` has added to (a folder of its own, or on
 * PostgreSQL a database of its own): the demo is seeded by a first start, `make` writes while no
 * server holds the database (nothing cached predates it), then the server starts again.
 * Answers the running server and what `make` answered; stop() removes the folder.
 */
export async function withSeededServer<T>(
  make: (query: Query) => Promise<T>,
  options: Omit<StartSiteOptions, 'dataDir'> = {},
): Promise<{ server: SiteServer; made: T; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-factory-'))
  const sharedUrl = options.databaseUrl ?? process.env.DATABASE_URL
  // On PostgreSQL, a database of its own, as the embedded database is a folder of its own.
  const own = sharedUrl ? await freshPostgresDatabase(sharedUrl) : undefined
  const settings = { ...options, dataDir, ...(own ? { databaseUrl: own.url } : {}) }
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await own?.drop()
  }
  try {
    await (await startSiteServer(settings)).stop()
    const database = own ? { dataDir, database: 'postgresql' as const, databaseUrl: own.url } : { dataDir, database: 'embedded' as const }
    const made = await withDatabase(database, make)
    const server = await startSiteServer(settings)
    return {
      server,
      made,
      stop: async () => {
        await server.stop()
        await cleanUp()
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

/** The type a detail address names for items of a list (`#/detail/<type>/<id>`): its parent's template and its own. */
export async function detailType(query: Query, template: string): Promise<string> {
  const [row] = await query<{ type: string }>(
    `select p.list_template || m.list_template as type from menu m join menu p on p.id = m.parent_id where m.list_template = $1`,
    [template],
  )
  if (!row) throw new Error(`no menu entry with the list template ${template} under a section`)
  return row.type
}
