import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from './database.js'
import { describeInstances, liveInstances } from './live-instances.js'
import { MIGRATIONS, type SiteMigration } from './migrations/index.js'
import { schemaLoss, schemaSnapshot } from './schema-snapshot.js'

/** Thrown when a migrate down must not run: nothing was changed. */
export class MigrateDownRefused extends Error {}

/** What undoing one migration would take away: rows of tables it drops, values of columns it drops, rows it deletes. */
export interface DataLoss {
  migration: string
  /** `table: n rows`, `table.column: n values`, `table: n rows deleted`. */
  items: string[]
}

export interface MigrateDownOptions {
  /** The migration to go back to (it stays applied): its name, or its number (`29`, `0029`). */
  to: string
  /** Undo even a migration whose down() drops data, discarding it (the answer says what). */
  discardData?: boolean
  /** The migrations this build carries (tests give others). */
  migrations?: Record<string, SiteMigration>
}

export interface MigrateDownResult {
  /** The migrations undone, newest first. */
  undone: string[]
  /** What was discarded (only with discardData). */
  discarded: DataLoss[]
}

/** The migrator's own bookkeeping: what it loses on a down is the record of the migration itself. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock', 'schema_migration_compat'])

/** The migration `to` names among `known`: its full name, or its number. */
export function resolveMigration(to: string, known: readonly string[]): string {
  const number = /^\d+$/.test(to) ? `${to.padStart(4, '0')}-` : undefined
  const found = known.find((name) => name === to || (number && name.startsWith(number)))
  if (!found) throw new MigrateDownRefused(`no migration ${to} in this build (it knows ${known[0]} to ${known.at(-1)})`)
  return found
}

/**
 * Runs the down()s of the migrations applied after `to`, newest first, all in one transaction: the
 * database ends at `to` or, on any failure or refusal, stays where it was (a half-undone schema would
 * match no build). Refused while servers of a build that knows a migration being undone are
 * connected (PostgreSQL: their application_name), for a migration this build does not carry, and for
 * a down() that would drop data unless discardData: each down() is first tried behind a savepoint,
 * the schema and row counts compared, and what disappeared counted before the savepoint is rolled
 * back. The record of each undone migration goes with it.
 */
export async function migrateDown(database: Pick<Database, 'db' | 'kind'>, options: MigrateDownOptions): Promise<MigrateDownResult> {
  const migrations = options.migrations ?? MIGRATIONS
  const known = Object.keys(migrations).sort()
  const target = resolveMigration(options.to, known)
  // The migrations' own view of the database: any schema, as their up() and down() take it.
  const db = database.db as unknown as Kysely<unknown>
  const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
  if (!applied.includes(target)) throw new MigrateDownRefused(`the database has not applied ${target}: nothing to undo down to it`)
  const undo = applied.filter((name) => name > target).reverse()
  if (!undo.length) return { undone: [], discarded: [] }
  const foreign = undo.filter((name) => !migrations[name])
  if (foreign.length)
    throw new MigrateDownRefused(
      `the database has migrations this build does not carry (${foreign.join(', ')}): run npm run migrate -- down --to ${target} from the folder of the release that has them`,
    )
  if (database.kind === 'postgresql') {
    const oldest = undo.at(-1)!
    const knowing = (await liveInstances(database.db)).filter((instance) => instance.migration >= oldest)
    if (knowing.length)
      throw new MigrateDownRefused(
        `servers that know ${oldest} are connected to this database (${describeInstances(knowing)}): stop them first (systemctl stop 'ibr@*'), or start the older release's instances before undoing`,
      )
  }
  return db.transaction().execute(async (trx) => {
    const losses: DataLoss[] = []
    for (const name of undo) {
      const down = migrations[name]!.down
      if (!down) throw new MigrateDownRefused(`${name} has no down(): it cannot be undone`)
      const loss = await dataLostBy(trx, name, down)
      if (loss.items.length) losses.push(loss)
      await down(trx)
      await sql`delete from kysely_migration where name = ${name}`.execute(trx)
      const { rows } = await sql<{ present: boolean }>`select to_regclass('schema_migration_compat') is not null as present`.execute(trx)
      if (rows[0]!.present) await sql`delete from schema_migration_compat where name = ${name}`.execute(trx)
    }
    if (losses.length && !options.discardData)
      throw new MigrateDownRefused(
        `undoing would drop data: ${describeLosses(losses)}. Back it up or move it first; --discard-data undoes anyway and discards it`,
      )
    return { undone: undo, discarded: losses }
  })
}

/** One line: each migration and what undoing it loses. */
export function describeLosses(losses: readonly DataLoss[]): string {
  return losses.map((loss) => `${loss.migration}'s down() drops ${loss.items.join(', ')}`).join('; ')
}

async function dataLostBy(trx: Transaction<unknown>, name: string, down: (db: Kysely<unknown>) => Promise<void>): Promise<DataLoss> {
  const before = await schemaSnapshot(trx)
  const rowsBefore = await rowCounts(trx, [...before.keys()])
  await sql`savepoint migrate_down_try`.execute(trx)
  let after
  let rowsAfter
  try {
    await down(trx)
    after = await schemaSnapshot(trx)
    rowsAfter = await rowCounts(
      trx,
      [...after.keys()].filter((table) => before.has(table)),
    )
  } finally {
    await sql`rollback to savepoint migrate_down_try`.execute(trx)
  }
  const gone = schemaLoss(before, after)
  const items: string[] = []
  for (const table of gone.tables)
    if (!BOOKKEEPING.has(table) && rowsBefore.get(table)) items.push(`${table}: ${rowsBefore.get(table)} rows`)
  for (const column of gone.columns) {
    const [table, col] = column.split('.') as [string, string]
    const { rows } = await sql<{ n: string }>`select count(${sql.ref(col)}) as n from ${sql.table(table)}`.execute(trx)
    if (Number(rows[0]!.n)) items.push(`${column}: ${rows[0]!.n} values`)
  }
  for (const [table, n] of rowsAfter)
    if (!BOOKKEEPING.has(table) && n < (rowsBefore.get(table) ?? 0)) items.push(`${table}: ${rowsBefore.get(table)! - n} rows deleted`)
  return { migration: name, items }
}

/** Row counts of the tables (views excluded: their rows are other tables'). */
async function rowCounts(trx: Transaction<unknown>, tables: string[]): Promise<Map<string, number>> {
  const { rows: real } = await sql<{ relname: string }>`
    select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and relname = any(${tables})`.execute(
    trx,
  )
  const counts = new Map<string, number>()
  for (const { relname } of real) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(relname)}`.execute(trx)
    counts.set(relname, Number(rows[0]!.n))
  }
  return counts
}
