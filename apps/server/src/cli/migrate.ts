/**
 * The database's migrations from the command line, with the settings of the release it is run from
 * (DATABASE_URL, DATA_DIR, .env):
 *   npm run migrate                                   apply this build's pending migrations
 *   npm run migrate -- status                         applied, known, newer, pending; which are contract
 *   npm run migrate -- down --to <name|number> [--discard-data]
 * `down` runs the down()s of the migrations after the one named, newest first, under the start lock
 * (no instance migrates meanwhile); it is refused while servers that know them are connected and for a
 * down() that would drop data (docs/upgrading.md, "Rolling back").
 */
import { parseArgs } from 'node:util'
import { loadConfig, loadEnvFile } from '../config.js'
import {
  appliedMigrations,
  appliedOrNone,
  knownMigrations,
  migrate,
  NewerDatabaseError,
  openDatabase,
  type Database,
} from '../db/database.js'
import { cliApplicationName, describeInstances, liveInstances } from '../db/live-instances.js'
import { describeLosses, migrateDown, MigrateDownRefused } from '../db/migrate-down.js'
import { newerMigrations } from '../db/migration-compat.js'
import { MIGRATIONS } from '../db/migrations/index.js'
import { withStartLock } from '../db/start-lock.js'
import { embeddedServerRunning } from './embedded-in-use.js'

const USAGE = `usage:
  npm run migrate [-- up]
  npm run migrate -- status
  npm run migrate -- down --to <migration name or number> [--discard-data]`

class UsageError extends Error {}

// npm runs workspace scripts in apps/server; DATA_DIR and .env mean what they mean where the command
// was typed, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

async function status(database: Database): Promise<void> {
  const known = await knownMigrations()
  const applied = await appliedOrNone(database.db)
  const newer = await newerMigrations(database.db, applied)
  const pending = known.filter((name) => !applied.includes(name))
  const contracts = known.filter((name) => MIGRATIONS[name]!.contract)
  console.log(`database: ${database.kind === 'postgresql' ? 'PostgreSQL' : 'embedded'}`)
  console.log(`applied: ${applied.length}${applied.length ? ` (last ${applied.at(-1)})` : ''}`)
  console.log(`this build knows: ${known.length} (last ${known.at(-1)})`)
  console.log(`pending: ${pending.join(', ') || 'none'}`)
  const newerLines = newer.map(
    (m) =>
      `  ${m.name}: ${m.olderBuildsMayServe === true ? 'additive (this build may serve on it)' : m.olderBuildsMayServe === false ? `contract${m.why ? ` (${m.why})` : ''}` : 'no record'}`,
  )
  console.log(`newer than this build: ${newer.length ? `\n${newerLines.join('\n')}` : 'none'}`)
  console.log(
    `contract migrations in this build: ${contracts.map((name) => `${name} (${MIGRATIONS[name]!.contract!.why})`).join(', ') || 'none'}`,
  )
  if (database.kind === 'postgresql') {
    const instances = await liveInstances(database.db)
    console.log(`servers connected: ${instances.length ? describeInstances(instances) : 'none'}`)
  }
}

async function up(database: Database): Promise<void> {
  const before = await appliedOrNone(database.db)
  const { newer } = await withStartLock(database.db, database.kind, () => migrate(database.db))
  const after = await appliedMigrations(database.db)
  const added = after.filter((name) => !before.includes(name))
  if (newer.length) console.log(`the database is ahead of this build (${newer.join(', ')}, all additive): nothing to apply`)
  else if (added.length) console.log(`applied ${added.length}: ${added.join(', ')}; the database is at ${after.at(-1)}`)
  else console.log(`nothing to apply: the database is at ${after.at(-1)}`)
}

async function down(database: Database, to: string, discardData: boolean): Promise<void> {
  const result = await withStartLock(database.db, database.kind, () => migrateDown(database, { to, discardData }))
  const level = await appliedMigrations(database.db)
  if (!result.undone.length) {
    console.log(`nothing to undo: the database is at ${level.at(-1)}`)
    return
  }
  if (result.discarded.length) console.warn(`--discard-data: discarded what ${describeLosses(result.discarded)}`)
  console.log(`undone ${result.undone.length}: ${result.undone.join(', ')}; the database is at ${level.at(-1)}`)
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { to: { type: 'string' }, 'discard-data': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    })
  } catch (error) {
    // An unknown option, or --to without its value: node's own words, then how to call it.
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
}

async function main(): Promise<number> {
  const { values, positionals } = readArgs()
  const command = positionals[0] ?? 'up'
  if (values.help || positionals.length > 1 || !['up', 'status', 'down'].includes(command)) {
    console.error(USAGE)
    return values.help ? 0 : 2
  }
  if (command === 'down' && !values.to) throw new UsageError(`down needs --to <migration name or number>\n${USAGE}`)
  if (command !== 'down' && (values.to || values['discard-data'])) throw new UsageError(`--to and --discard-data go with down\n${USAGE}`)
  loadEnvFile()
  const config = loadConfig()
  const inUse = await embeddedServerRunning(config)
  if (inUse) throw new MigrateDownRefused(inUse)
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    application: cliApplicationName(`migrate ${command}`),
  })
  try {
    if (command === 'status') await status(database)
    else if (command === 'up') await up(database)
    else await down(database, values.to!, values['discard-data'] === true)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const refused = error instanceof MigrateDownRefused || error instanceof NewerDatabaseError || error instanceof UsageError
    console.error(
      `${refused ? 'refused' : 'migrate failed'}: ${error instanceof Error ? error.message : String(error)}${refused && !(error instanceof UsageError) ? '. Nothing was changed.' : ''}`,
    )
    process.exit(error instanceof UsageError ? 2 : 1)
  },
)
