import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import type { RecordKind } from '../record-kind.js'

/** The public tables records write: each has the workflow columns (status, publish_at, updated_*). */
type WorkflowTable = 'team' | 'facility' | 'faq' | 'quick_link'

// The four tables share these columns, but Kysely types a query by one table: this one is typed as
// faq (the smallest), and the values are the kind's own columns.
const on = (db: Kysely<DB>) => db as unknown as Kysely<Pick<DB, 'faq'>>

/**
 * The SQL of the workflow tables. How a kind writes its public row: a new record as a draft (off the site until approved), an
 * approval as the published row, an archive as the row taken off. Only `columns` differs per kind.
 * With `listOrder`, the order is the list's (`reorder`): `columns` leave `sort` out, and a new record
 * is placed last.
 */
export function workflowWrites<Doc>(
  table: WorkflowTable,
  columns: (doc: Doc) => Record<string, unknown>,
  { listOrder = false } = {},
): Pick<RecordKind<Doc>, 'create' | 'publish' | 'archive' | 'reorder'> {
  const name = table as 'faq'
  const last = sql<number>`(select coalesce(max(sort), 0) + 1 from ${sql.table(table)})`
  return {
    async create(db, doc, by) {
      const row = await on(db)
        .insertInto(name)
        .values({ ...columns(doc), ...(listOrder ? { sort: last } : {}), status: 'draft', created_by: by, updated_by: by } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async publish(db, id, doc, by) {
      await on(db)
        .updateTable(name)
        // The database's clock, the one public reads filter with: online for every read after the commit.
        .set({ ...columns(doc), status: 'published', publish_at: sql`now()`, updated_at: new Date(), updated_by: by } as never)
        .where('id', '=', id)
        .execute()
    },
    async archive(db, id, by) {
      await on(db).updateTable(name).set({ status: 'archived', updated_at: new Date(), updated_by: by }).where('id', '=', id).execute()
    },
    ...(listOrder
      ? {
          async reorder(db, ids, by) {
            let found = 0
            for (const [index, id] of ids.entries()) {
              const done = await on(db)
                .updateTable(name)
                .set({ sort: index + 1, updated_at: new Date(), updated_by: by })
                .where('id', '=', id)
                .executeTakeFirst()
              found += Number(done.numUpdatedRows)
            }
            return found
          },
        }
      : {}),
  }
}
