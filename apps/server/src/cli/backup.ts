/**
 * One archive of the whole site: `npm run backup -- --out FILE`. The same settings as the server
 * (DATABASE_URL, DATA_DIR, FILE_STORE and S3_*, .env). It runs while the site serves; on the embedded
 * database, which only the running server may open, that server writes the archive; docs/backup.md.
 */
import { join, resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { CONTROL_SOCKET, summarize, type BackupSummary } from '../backup/control-lines.js'
import { backupThroughServer } from '../backup/remote-backup.js'
import { writeBackup } from '../backup/write-backup.js'
import { loadConfig, loadEnvFile } from '../config.js'
import { openDatabase } from '../db/database.js'
import { cliApplicationName } from '../db/live-instances.js'
import { openFileStore } from '../storage/open-file-store.js'

const USAGE = 'usage: npm run backup -- --out FILE'

// npm runs workspace scripts in apps/server; paths mean what they mean where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help || !values.out) {
    console.error(USAGE)
    return values.help ? 0 : 2
  }
  loadEnvFile()
  const config = loadConfig()
  const out = resolve(values.out)
  const started = performance.now()
  const progress = (line: string) => console.log(`  ${line}`)
  let summary: BackupSummary | null = null
  if (!config.databaseUrl) {
    summary = await backupThroughServer(join(config.dataDir, CONTROL_SOCKET), out, progress)
    if (summary) console.log(`  written by the server running on ${config.dataDir}`)
  }
  if (!summary) {
    const store = await openFileStore(config)
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, application: cliApplicationName('backup') })
    try {
      const source = { db: database.db, kind: database.kind, databaseUrl: config.databaseUrl, store, version, key: config.backupKey }
      summary = summarize(await writeBackup(source, out, progress), Boolean(config.backupKey))
    } finally {
      await database.close()
    }
  }
  console.log(
    `backup written to ${out}: ${summary.rows} rows in ${summary.tables} tables (migration ${summary.migration}), ` +
      `${summary.files} files (${summary.bytes} bytes), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  // Written all the same: a backup is what is needed when things go wrong, and a missing key must not cost one.
  if (!summary.signed)
    console.warn(
      'warning: the archive is UNSIGNED: BACKUP_KEY is not set (docs/backup.md). Restoring it will need --unsigned, ' +
        "and nothing will prove that it is this site's archive, unchanged.",
    )
  if (summary.missing.length)
    console.warn(
      `warning: ${summary.missing.length} files the database names were already missing from the store: ${summary.missing.join(', ')}`,
    )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
