/**
 * Restores an archive written by `npm run backup`: `npm run restore -- FILE [--force] [--unsigned] [--role NAME]`.
 * Into the database and file store the settings name (DATABASE_URL, DATA_DIR, FILE_STORE and S3_*,
 * .env), which must be empty unless --force; the archive must be signed with BACKUP_KEY unless
 * --unsigned, and is checked whole before anything is written (docs/backup.md). Everything restored
 * belongs to the role the site runs as: a superuser's connection acts as the database's owner, or as
 * --role.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { describeSignature } from '../backup/archive-signature.js'
import { rootInOthersDataDir } from '../backup/data-dir-owner.js'
import { ArchiveRefused, verifyArchive } from '../backup/read-archive.js'
import { knownMigrations, restoreBackup, targetContents } from '../backup/restore-backup.js'
import { loadConfig, loadEnvFile } from '../config.js'
import { openDatabase } from '../db/database.js'
import { cliApplicationName, describeInstances, liveInstances } from '../db/live-instances.js'
import { withStartLock } from '../db/start-lock.js'
import { openFileStore } from '../storage/open-file-store.js'
import { embeddedServerRunning } from './embedded-in-use.js'

const USAGE = 'usage: npm run restore -- FILE [--force] [--unsigned] [--role NAME]'

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      unsigned: { type: 'boolean' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help || positionals.length !== 1) {
    console.error(USAGE)
    return values.help ? 0 : 2
  }
  const path = resolve(positionals[0]!)
  loadEnvFile()
  const config = loadConfig()
  const writesDataDir = config.fileStore === 'dir' || !config.databaseUrl
  const notOurs = writesDataDir ? await rootInOthersDataDir(config.dataDir) : undefined
  if (notOurs) throw new ArchiveRefused(notOurs)
  console.log(`checking ${path}`)
  const { manifest, signature } = await verifyArchive(path, await knownMigrations(), {
    key: config.backupKey,
    allowUnsigned: values.unsigned === true,
  })
  if (signature.state !== 'valid')
    console.warn(
      `warning: --unsigned: ${describeSignature(signature)}. Nothing proves who made it: its database rows and files are restored as they are, ` +
        'and whoever could write it decides what the site shows and who may sign in.',
    )
  console.log(
    `  ${signature.state === 'valid' ? "signed with this site's key, " : ''}whole and matching its checksums: ${manifest.database.kind} database at ${manifest.database.migration}, ${manifest.files.count} files, written ${manifest.createdAt} by version ${manifest.version}`,
  )
  if ('database.pgdump' in manifest.parts && !config.databaseUrl)
    throw new ArchiveRefused('this archive holds a PostgreSQL dump: set DATABASE_URL to the PostgreSQL database to restore it into')
  if (values.role !== undefined && !config.databaseUrl)
    throw new ArchiveRefused('--role is for a PostgreSQL database (DATABASE_URL): the embedded database has no roles of its own')
  const inUse = await embeddedServerRunning(config)
  if (inUse) throw new ArchiveRefused(inUse)
  const store = await openFileStore(config)
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, application: cliApplicationName('restore') })
  // Under the start lock no instance starts (and migrates) meanwhile; one already serving would go on
  // writing into the database being replaced, and answer from a schema dropped under it.
  return withStartLock(database.db, database.kind, async () => {
    const live = database.kind === 'postgresql' ? await liveInstances(database.db) : []
    if (live.length)
      throw new ArchiveRefused(`servers are using the database (${describeInstances(live)}): stop them first (systemctl stop 'ibr@*')`)
    const target = { db: database.db, kind: database.kind, databaseUrl: config.databaseUrl, store, role: values.role }
    const there = await targetContents(target)
    const tables = Object.entries(there.tables)
    if (tables.length || there.files) {
      const what = `${tables.length} tables with rows (${tables.map(([t, n]) => `${t} ${n}`).join(', ') || 'none'}) and ${there.files} stored files`
      if (!values.force) {
        console.error(`refused: the target is not empty: ${what}. Nothing was written. Add --force to replace them.`)
        return 1
      }
      console.log(`replacing ${what}`)
    }
    await restoreBackup(target, path, manifest, (line) => console.log(`  ${line}`))
    console.log(
      `restored ${path} into the ${database.kind === 'postgresql' ? 'PostgreSQL' : 'embedded'} database and the ${config.fileStore === 's3' ? 'S3' : 'directory'} file store`,
    )
    return 0
  }).finally(() => database.close())
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const refused = error instanceof ArchiveRefused
    console.error(
      `${refused ? 'refused' : 'restore failed'}: ${error instanceof Error ? error.message : String(error)}${refused ? '. Nothing was written.' : ''}`,
    )
    process.exit(1)
  },
)
