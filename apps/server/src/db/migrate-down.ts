import type { Kysely, Transaction } from 'kysely'
import { catalogRepository } from './catalog-repository.js'
import { appliedMigrations, type Database } from './database.js'
import { describeInstances, knowsMigration, liveInstances } from './live-instances.js'
import { MIGRATION_BOOKKEEPING } from './migration-bookkeeping.js'
import { migrationRepository } from './migration-repository.js'
import { MIGRATIONS, type SiteMigration } from './migrations/index.js'
import { schemaLoss, schemaSnapshot } from './schema-snapshot.js'

/** Thrown when a migrate down must not run: nothing was changed. */
export class MigrateDownRefused extends Error {}

/** What undoing one migration would take away: rows of tables it drops, values of columns it drops, rows it deletes. */
export interface DataLoss {
  migration: string
  /** `table: n rows`, `table.column: n values` (…`other than its default`), `table: n rows deleted`. */
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

/** The migration `to` names among `known`: its full name, or its number. */
export function resolveMigration(to: string, known: readonly string[]): string {
  const number = /^\d+$/.test(to) ? `${to.padStart(4, '0')}-` : undefined
  const found = known.find((name) => name === to || (number && name.startsWith(number)))
  if (!found) throw new MigrateDownRefused(`no migration ${to} in this build (it knows ${known[0]} to ${known.at(-1)})`)
  return found
}

/** How long a statement of the undo waits for a lock before migrate down gives up (instances keep serving). */
const LOCK_WAIT = '5s'
/** PostgreSQL's lock_not_available: lock_timeout tripped. */
const LOCK_NOT_AVAILABLE = '55P03'

/**
 * Runs the down()s of the migrations applied after `to`, newest first, all in one transaction: the
 * database ends at `to` or, on any failure or refusal, stays where it was (a half-undone schema would
 * match no build). Refused while servers of a build that knows a migration being undone are
 * connected (PostgreSQL: their application_name), for a migration this build does not carry, for a
 * down() that would drop data unless discardData (dataLostBy), and when a table it must change stays
 * locked by another session for LOCK_WAIT: the undo holds what it locked until it ends, so it must
 * not queue behind a long transaction while the instances queue behind it. The record of each undone
 * migration goes with it.
 */
export async function migrateDown(database: Pick<Database, 'db' | 'kind'>, options: MigrateDownOptions): Promise<MigrateDownResult> {
  const migrations = options.migrations ?? MIGRATIONS
  const known = Object.keys(migrations).sort()
  const target = resolveMigration(options.to, known)
  // The migrations' own view of the database: any schema, as their up() and down() take it.
  const db = database.db as unknown as Kysely<unknown>
  const applied = await appliedMigrations(database.db)
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
    const knowing = (await liveInstances(database.db)).filter((instance) => knowsMigration(instance, oldest))
    if (knowing.length)
      throw new MigrateDownRefused(
        `servers that know ${oldest} are connected to this database (${describeInstances(knowing)}): stop them first (systemctl stop 'ibr@*'), or start the older release's instances before undoing`,
      )
  }
  const undoAll = async (trx: Transaction<unknown>) => {
    await catalogRepository(trx).setLockTimeout(LOCK_WAIT)
    const losses: DataLoss[] = []
    for (const name of undo) {
      const down = migrations[name]!.down
      if (!down) throw new MigrateDownRefused(`${name} has no down(): it cannot be undone`)
      const loss = await dataLostBy(trx, name, down)
      if (loss.items.length) losses.push(loss)
      await down(trx)
      await migrationRepository(trx).forget(name, await catalogRepository(trx).tableExists('schema_migration_compat'))
    }
    if (losses.length && !options.discardData)
      throw new MigrateDownRefused(
        `undoing would drop data: ${describeLosses(losses)}. Back it up or move it first; --discard-data undoes anyway and discards it`,
      )
    return { undone: undo, discarded: losses }
  }
  return db
    .transaction()
    .execute(undoAll)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== LOCK_NOT_AVAILABLE) throw error
      throw new MigrateDownRefused(
        `another session held a lock on a table the undo changes for more than ${LOCK_WAIT} (a long transaction, a backup, or servers still busy with it): ` +
          `run it again when the site is quiet, or stop what holds it (psql: select pid, application_name, query from pg_stat_activity where wait_event_type = 'Lock' or state like 'idle in transaction%')`,
      )
    })
}

/** One line: each migration and what undoing it loses. */
export function describeLosses(losses: readonly DataLoss[]): string {
  return losses.map((loss) => `${loss.migration}'s down() drops ${loss.items.join(', ')}`).join('; ')
}

/** A table's file and the rows this transaction has deleted from it so far. */
interface TableState {
  filenode: string | null
  deleted: number
}

/** Every site table's state: catalog reads and this backend's own counters, no lock on any table. */
async function tableStates(trx: Transaction<unknown>): Promise<Map<string, TableState>> {
  const rows = await catalogRepository(trx).tableStates()
  return new Map(rows.map((r) => [r.relname, { filenode: r.filenode, deleted: Number(r.deleted) }]))
}

/**
 * What `down` would take away, found by running it behind a savepoint that is then rolled back. Only
 * what it changed is counted, so no other table is read: the rows of the tables it drops, the values
 * of the columns it drops (those its default would not give back), and the rows it deletes from a
 * table it keeps, read from the transaction's own statistics (pg_stat_get_xact_tuples_deleted). A
 * kept table given a new file (truncated or rewritten) is counted before and after: its lock is held
 * by then anyway.
 */
async function dataLostBy(trx: Transaction<unknown>, name: string, down: (db: Kysely<unknown>) => Promise<void>): Promise<DataLoss> {
  const catalog = catalogRepository(trx)
  const before = await schemaSnapshot(trx)
  const statesBefore = await tableStates(trx)
  await catalog.savepoint('migrate_down_try')
  let after
  const deleted = new Map<string, number>()
  const rewrittenRows = new Map<string, number>()
  try {
    await down(trx)
    after = await schemaSnapshot(trx)
    for (const [table, state] of await tableStates(trx)) {
      const was = statesBefore.get(table)
      if (!was || MIGRATION_BOOKKEEPING.has(table)) continue
      if (state.filenode !== was.filenode) rewrittenRows.set(table, await catalog.countRows(table))
      else if (state.deleted > was.deleted) deleted.set(table, state.deleted - was.deleted)
    }
  } finally {
    await catalog.rollbackToSavepoint('migrate_down_try')
  }
  const gone = schemaLoss(before, after)
  const items: string[] = []
  for (const table of gone.tables) {
    if (MIGRATION_BOOKKEEPING.has(table) || !statesBefore.has(table)) continue
    const n = await catalog.countRows(table)
    if (n) items.push(`${table}: ${n} rows`)
  }
  for (const column of gone.columns) {
    const [table, col] = column.split('.') as [string, string]
    if (MIGRATION_BOOKKEEPING.has(table)) continue
    const values = await columnValues(trx, table, col)
    if (values) items.push(`${column}: ${values}`)
  }
  for (const [table, n] of rewrittenRows) {
    const lost = (await catalog.countRows(table)) - n
    if (lost > 0) deleted.set(table, lost)
  }
  for (const [table, n] of deleted) items.push(`${table}: ${n} rows deleted`)
  return { migration: name, items }
}

/** Defaults that write the moment of the insert. */
const NOW = /^(now\(\)|CURRENT_TIMESTAMP|LOCALTIMESTAMP|transaction_timestamp\(\)|statement_timestamp\(\)|clock_timestamp\(\))/i

/**
 * The values of a column that its drop would lose, as words (`12 values`), or undefined for none. A
 * value the column's default would write again is no data: a build that does not know the column
 * gets the same. So a column without a default (or numbered by a sequence) counts every non-null
 * value; one with a constant default the values other than it; one defaulting to the time of the
 * insert the times still ahead (a due time, a date set on purpose), since past ones are what the
 * default wrote or as good as it; a generated column none.
 */
async function columnValues(trx: Transaction<unknown>, table: string, column: string): Promise<string | undefined> {
  const catalog = catalogRepository(trx)
  const { expr, generated, identity } = await catalog.columnDefault(table, column)
  if (generated) return undefined
  let n
  let words
  if (!expr || identity || expr.includes('nextval(')) {
    n = await catalog.countValues(table, column, 'all')
    words = 'values'
  } else if (NOW.test(expr)) {
    n = await catalog.countValues(table, column, 'future')
    words = `values later than now (its default is ${expr})`
  } else {
    n = await catalog.countValues(table, column, { defaultSql: expr })
    words = `values other than its default (${expr})`
  }
  return n ? `${n} ${words}` : undefined
}
