import { sql, type Kysely } from 'kysely'
import { sanitize } from '../../lib/sanitize.js'
import type { DB } from '../schema.js'
import { scaleArticle } from './text-bank.js'

/** Marks the rows this tool adds, so `--replace` can remove exactly them and nothing else. */
export const SCALE_AUTHOR = 'seed-scale'

const YEAR_MS = 365.25 * 24 * 3600 * 1000

export interface BulkOptions {
  menuId: number
  count: number
  batchSize: number
  /** Article numbers continue from here, so a second run adds different (deterministic) content. */
  firstNumber: number
  /** The newest publish time; rows spread over the ten years before it. */
  now: number
  /** Sessions inserting at once (each its own connection); 1 for the embedded database. */
  workers: number
  onBatch?: (done: number) => void
}

/** One batch of article rows, numbers [from, from + n). */
function batchRows(from: number, n: number, now: number) {
  const rows = []
  for (let i = 0; i < n; i++) {
    const number = from + i
    // Hash the number into [0,1) so publish times interleave with the demo's and are not in insert order.
    const spread = ((number * 2654435761) >>> 0) / 4294967296
    // At least a minute in the past: the public condition is publish_at <= now().
    const publishAt = new Date(now - 60_000 - spread * 10 * YEAR_MS)
    const article = scaleArticle(number)
    rows.push({
      kind: 'news',
      ...article,
      // Like every write of a body: through the site's sanitiser (about 0.1 ms an article).
      body_zh: sanitize(article.body_zh),
      body_en: sanitize(article.body_en),
      source_zh: '脑科学研究所新闻中心',
      source_en: 'IBR News Office',
      status: 'published' as const,
      publish_at: publishAt,
      created_at: publishAt,
      updated_at: publishAt,
      created_by: SCALE_AUTHOR,
      updated_by: SCALE_AUTHOR,
    })
  }
  return rows
}

/**
 * Inserts the articles and their article_menu links, one statement per batch: a data-modifying CTE
 * inserts the articles and feeds the new ids (and the publish_at sort key the link table copies)
 * straight into article_menu, so there is no round trip per row and no id bookkeeping in JS.
 * 1,000 rows of 14 columns stay far below PostgreSQL's 65,535 bind parameters.
 *
 * The database, not Node, is the bottleneck: the trigram (GIN) index on search_text alone costs
 * about 0.4 ms of server CPU per row (pg_trgm extracts ~900 trigrams from 2–3 KB of text), more
 * than the insert itself. So on PostgreSQL two sessions insert at once, each on its own connection
 * and so its own server process, and both cores work. Measured on the 2-core machine, 100,000 rows:
 *   one session, index dropped and rebuilt after:  30 s insert + 75 s CREATE INDEX (single-threaded)
 *   two sessions, index kept, 4 MB pending list:   ~90 s
 *   two sessions, index kept, 128 MB pending list: ~65 s   <- this
 * A large GIN pending list lets each session append its extracted trigrams cheaply and merge them
 * into the index rarely, in big sorted runs (work_mem). flushPending() empties it at the end, as a
 * search would otherwise read the whole list on every query.
 *
 * Each session also turns off synchronous_commit: losing the last commits on a crash is fine for a
 * benchmark fill, waiting for every fsync is not.
 */
export async function insertArticles(db: Kysely<DB>, options: BulkOptions): Promise<void> {
  const { menuId, count, batchSize, firstNumber, now } = options
  let next = 0
  let done = 0

  const worker = () =>
    db.connection().execute(async (conn) => {
      await sql`set synchronous_commit = off`.execute(conn)
      // The pool's 30 s statement_timeout is for visitors' queries, not for a bulk load.
      await sql`set statement_timeout = 0`.execute(conn)
      await sql`set gin_pending_list_limit = '128MB'`.execute(conn)
      await sql`set work_mem = '256MB'`.execute(conn)
      while (next < count) {
        const from = next
        const n = Math.min(batchSize, count - from)
        next += n
        const rows = batchRows(firstNumber + from, n, now)
        await conn
          .with('ins', (q) => q.insertInto('article').values(rows).returning(['id', 'publish_at']))
          .insertInto('article_menu')
          .columns(['article_id', 'menu_id', 'publish_at'])
          .expression((eb) => eb.selectFrom('ins').select(['ins.id', sql<number>`${menuId}::int`.as('menu_id'), 'ins.publish_at']))
          .execute()
        done += n
        options.onBatch?.(done)
      }
    })

  await Promise.all(Array.from({ length: Math.max(1, options.workers) }, worker))
}

/** Merges the GIN pending lists of article's indexes into the index proper (see insertArticles). */
export async function flushPending(db: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename = 'article' and indexdef ilike '% using gin %'`.execute(db)
  for (const { name } of rows.rows) {
    await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db)
  }
  return rows.rows.map((r) => r.name)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * After a bulk load, on one pinned connection without the pool's 30 s statement timeout: the GIN
 * pending lists merged, then VACUUM as well as ANALYZE: it sets the visibility map, so the list's
 * count can use an index-only scan as it would on a table autovacuum has visited.
 */
export async function settleAfterLoad(db: Kysely<DB>, log: (line: string) => void): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`set statement_timeout = 0`.execute(conn)
    await sql`set maintenance_work_mem = '256MB'`.execute(conn)
    let t = performance.now()
    const flushed = await flushPending(conn)
    if (flushed.length) log(`merged the pending list of ${flushed.join(', ')} in ${seconds(performance.now() - t)}`)
    t = performance.now()
    await sql`vacuum analyze article, article_menu`.execute(conn)
    log(`vacuum analyze in ${seconds(performance.now() - t)}`)
  })
}
