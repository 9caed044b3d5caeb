import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_BACKUP_KEY } from '../backup/archive-fixtures.js'
import { CONTROL_SOCKET } from '../backup/control-lines.js'
import { loadConfig } from '../config.js'
import { migrate, openDatabase } from '../db/database.js'
import { seedDemo } from '../db/seed/seed-demo.js'
import { openFileStore } from '../storage/open-file-store.js'
import { MAIN_JS, startServerProcess } from '../test/server-process.js'
import { TEMPLATE_DIR } from '../test/template.js'

/**
 * `npm run backup` and `npm run restore` as an operator runs them: their own processes, the server's
 * settings. The embedded database whatever the run's DATABASE_URL (the archive's work on both is
 * tested in backup/backup.test.ts); a copy of the seeded demo as the site. Five processes each open an
 * embedded database, which takes minutes on a loaded machine.
 */
let work: string
/** The seeded demo on the embedded database: the run's template, or made here when the run's is on PostgreSQL. */
let demo: string

/** The site's key in the first test; the second runs a site without one. */
const KEYED = { BACKUP_KEY: TEST_BACKUP_KEY }

function run(script: 'backup' | 'restore', dataDir: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr })),
  )
}

async function embeddedDemo(dir: string): Promise<string> {
  if (existsSync(join(TEMPLATE_DIR, 'pgdata'))) return TEMPLATE_DIR
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' })
  const database = await openDatabase({ dataDir: dir })
  try {
    await migrate(database.db)
    await seedDemo({ config, db: database.db, databaseKind: database.kind, store: await openFileStore(config), version: 'test' })
  } finally {
    await database.close()
  }
  return dir
}

async function articles(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir })
  try {
    const row = await database.db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ibr-backup-cli-'))
  demo = await embeddedDemo(join(work, 'demo'))
}, 300_000)
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

describe('npm run backup, then npm run restore', { timeout: 600_000 }, () => {
  it('writes an archive, restores it into an empty site, refuses a site with content unless --force, and refuses an archive cut short', async () => {
    const site = join(work, 'site')
    await cp(demo, site, { recursive: true })
    const archive = join(work, 'site.tar')
    const backup = await run('backup', site, ['--out', archive], KEYED)
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toMatch(/backup written to .*site\.tar: \d+ rows in \d+ tables \(migration \d{4}-[a-z-]+\), \d+ files/)

    const restored = join(work, 'restored')
    const first = await run('restore', restored, [archive], KEYED)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/signed with this site's key, whole and matching its checksums/)
    const count = await articles(site)
    expect(count).toBeGreaterThan(0)
    expect(await articles(restored)).toBe(count)

    const again = await run('restore', restored, [archive], KEYED)
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(
      /refused: the target is not empty: \d+ tables with rows \(.*article \d+.*\) and \d+ stored files\. Nothing was written\. Add --force/,
    )

    const forced = await run('restore', restored, [archive, '--force'], KEYED)
    expect(forced.status).toBe(0)
    expect(forced.stdout).toMatch(/replacing \d+ tables with rows/)
    expect(await articles(restored)).toBe(count)

    const damaged = join(work, 'cut.tar')
    const bytes = await readFile(archive)
    await writeFile(damaged, bytes.subarray(0, bytes.length >> 1))
    const empty = join(work, 'empty')
    const refused = await run('restore', empty, [damaged], KEYED)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/^refused: .*Nothing was written\.\n$/)
  })
})

describe.runIf(existsSync(MAIN_JS))('npm run backup while npm start serves the embedded database', { timeout: 300_000 }, () => {
  it('has the running server write the archive through its control socket, and the archive restores', async () => {
    const site = join(work, 'serving')
    await cp(demo, site, { recursive: true })
    const socket = join(site, CONTROL_SOCKET)
    const server = await startServerProcess({ DATA_DIR: site, SEED_DEMO: 'false' }, 120_000)
    const archive = join(work, 'serving.tar')
    try {
      expect((await stat(socket)).mode & 0o777).toBe(0o600)
      const backup = await run('backup', site, ['--out', archive])
      // The site has no BACKUP_KEY: the archive is written, and said to be unsigned.
      expect(backup.stderr).toMatch(/^warning: the archive is UNSIGNED: BACKUP_KEY is not set/)
      expect(backup.status).toBe(0)
      expect(backup.stdout).toMatch(/database dumped .*\n.*written by the server running on .*serving\n/)
      expect(backup.stdout).toMatch(/backup written to .*serving\.tar: \d+ rows in \d+ tables \(migration \d{4}-[a-z-]+\), \d+ files/)
      expect(
        (
          await fetch(`${server.base}/api/menu/list`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"type":"top","lang":"en"}',
          })
        ).status,
      ).toBe(200)
    } finally {
      await server.stop()
    }
    expect(existsSync(socket)).toBe(false)
    const restored = join(work, 'serving-restored')
    const refused = await run('restore', restored, [archive])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/^refused: the archive is not signed .*with --unsigned\. Nothing was written\.\n$/)
    const restore = await run('restore', restored, [archive, '--unsigned'])
    expect(restore.stderr).toMatch(/^warning: --unsigned: the archive is not signed .*restored as they are/)
    expect(restore.status).toBe(0)
    expect(await articles(restored)).toBe(await articles(site))
  })
})
