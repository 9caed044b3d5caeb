// PostgreSQL pass: servers' connections seen by application_name refuse a restore into their database.
/**
 * `npm run restore` refuses a database that servers are using, naming them, and writes nothing: on
 * PostgreSQL the servers' connections (application_name `ibr-server …`), on the embedded database a
 * server answering on the data folder's control socket.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupOf, TEST_BACKUP_KEY } from '../backup/archive-fixtures.js'
import { CONTROL_SOCKET, listenControlSocket } from '../backup/control-socket.js'
import { knownMigrations } from '../db/database.js'
import { runCli } from '../test/cli-process.js'
import { createTestApp, type TestApp } from '../test/test-app.js'

const onPostgres = Boolean(process.env.DATABASE_URL)

let t: TestApp
let work: string
let archive: string

beforeAll(async () => {
  t = await createTestApp()
  work = await mkdtemp(join(tmpdir(), 'ibr-restore-served-'))
  archive = join(work, 'site.tar')
  await backupOf(t.deps, archive)
}, 300_000)
afterAll(async () => {
  await t?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

const restore = (env: Record<string, string>) => runCli('restore', [archive, '--force'], { BACKUP_KEY: TEST_BACKUP_KEY, ...env })

describe('npm run restore while the site is served', () => {
  it.runIf(onPostgres)(
    'refuses while a server is connected to the database, naming it, and writes nothing',
    async () => {
      const last = (await knownMigrations()).at(-1)!
      const server = new pg.Client({ connectionString: t.deps.config.databaseUrl, application_name: `ibr-server 0.1.0 ${last}` })
      await server.connect()
      // A row written after the archive: a restore would take it away.
      await sql`insert into feedback (ticket, kind, name, content, lang) values ('T-AFTER-BACKUP', 'other', 'After the backup', 'still here', 'en')`.execute(
        t.deps.db,
      )
      try {
        const { status, stderr } = await restore({ DATABASE_URL: t.deps.config.databaseUrl, DATA_DIR: t.dataDir })
        expect(stderr).toContain(
          `refused: servers are using the database (1 server connection: version 0.1.0 (knows up to ${last}) from 127.0.0.1): stop them first (systemctl stop 'ibr@*'). Nothing was written.`,
        )
        expect(status).toBe(1)
      } finally {
        await server.end()
      }
      const { rows } = await sql<{ n: string }>`select count(*) as n from feedback where name = 'After the backup'`.execute(t.deps.db)
      expect(Number(rows[0]!.n)).toBe(1)
    },
    120_000,
  )

  it.skipIf(onPostgres)(
    'refuses an embedded database a running server has open, before opening it',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ibr-restore-served-data-'))
      const control = await listenControlSocket(join(dataDir, CONTROL_SOCKET))
      try {
        const { status, stderr } = await restore({ DATA_DIR: dataDir })
        expect(stderr).toContain(
          `refused: a server is running on this DATA_DIR (${dataDir}), and the embedded database opens in one process only: stop it first (systemctl stop 'ibr@*'). Nothing was written.`,
        )
        expect(status).toBe(1)
      } finally {
        await control.close()
        await rm(dataDir, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
