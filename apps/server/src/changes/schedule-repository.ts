import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** Every table with the workflow columns (migration 0001): what the public sees of each depends on the clock. */
const WORKFLOW_TABLES = ['article', 'menu', 'team', 'facility', 'meeting', 'image', 'faq', 'quick_link'] as const

/**
 * The soonest moment after `after` at which a published row of any content table comes into its
 * publish window or leaves it, or an article's waiting version replaces its public row, or null when
 * none is scheduled. Each part is one probe of a partial
 * index (migrations 0004, 0005). `after` is this server's clock, so a timer set for the answer never
 * finds the same moment again.
 */
export async function nextScheduledChange(db: Kysely<DB>, after: Date): Promise<Date | null> {
  const parts = WORKFLOW_TABLES.flatMap((table) => [
    sql`select min(publish_at) as at from ${sql.table(table)} where status = 'published' and publish_at > ${after}`,
    sql`select min(unpublish_at) as at from ${sql.table(table)} where status = 'published' and unpublish_at > ${after}`,
  ])
  // An approved version waiting for its time replaces what is online then (migration 0026).
  parts.push(sql`select min(at) as at from article_scheduled where at > ${after}`)
  const { rows } = await sql<{
    at: Date | string | null
  }>`select min(at) as at from (${sql.join(parts, sql` union all `)}) as upcoming`.execute(db)
  const at = rows[0]?.at
  return at ? new Date(at) : null
}
