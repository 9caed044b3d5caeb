/**
 * One archive of the whole site: `npm run backup -- --out FILE`. The same settings as the server
 * (DATABASE_URL, DATA_DIR, FILE_STORE and S3_*, .env). It runs while the site serves; docs/backup.md.
 */
import { resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { writeBackup } from '../backup/write-backup.js'
import { loadConfig, loadEnvFile } from '../config.js'
import { openDatabase } from '../db/database.js'
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
  const store = await openFileStore(config)
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    const out = resolve(values.out)
    const started = performance.now()
    const manifest = await writeBackup(
      { db: database.db, kind: database.kind, databaseUrl: config.databaseUrl, store, version },
      out,
      (line) => console.log(`  ${line}`),
    )
    const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0)
    console.log(
      `backup written to ${out}: ${rows} rows in ${Object.keys(manifest.database.rows).length} tables (migration ${manifest.database.migration}), ` +
        `${manifest.files.count} files (${manifest.files.bytes} bytes), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    if (manifest.files.missing.length)
      console.warn(
        `warning: ${manifest.files.missing.length} files the database names were already missing from the store: ${manifest.files.missing.join(', ')}`,
      )
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
