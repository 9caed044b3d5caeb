import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.js'
import { TEMPLATE_DIR } from '../test/template.js'

/**
 * `npm run backup` and `npm run restore` as an operator runs them: their own processes, the server's
 * settings. The embedded database whatever the run's DATABASE_URL (the archive's work on both is
 * tested in backup/backup.test.ts); a copy of the seeded demo as the site. Five processes each open an
 * embedded database, which takes minutes on a loaded machine.
 */
let work: string
const run = (script: 'backup' | 'restore', dataDir: string, args: string[]) =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  })

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
})
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

describe('npm run backup, then npm run restore', { timeout: 600_000 }, () => {
  it('writes an archive, restores it into an empty site, refuses a site with content unless --force, and refuses an archive cut short', async () => {
    const site = join(work, 'site')
    await cp(TEMPLATE_DIR, site, { recursive: true })
    const archive = join(work, 'site.tar')
    const backup = run('backup', site, ['--out', archive])
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toMatch(/backup written to .*site\.tar: \d+ rows in \d+ tables \(migration \d{4}-[a-z-]+\), \d+ files/)

    const restored = join(work, 'restored')
    const first = run('restore', restored, [archive])
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/whole and matching its checksums/)
    const count = await articles(site)
    expect(count).toBeGreaterThan(0)
    expect(await articles(restored)).toBe(count)

    const again = run('restore', restored, [archive])
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(
      /refused: the target is not empty: \d+ tables with rows \(.*article \d+.*\) and \d+ stored files\. Nothing was written\. Add --force/,
    )

    const forced = run('restore', restored, [archive, '--force'])
    expect(forced.status).toBe(0)
    expect(forced.stdout).toMatch(/replacing \d+ tables with rows/)
    expect(await articles(restored)).toBe(count)

    const damaged = join(work, 'cut.tar')
    const bytes = await readFile(archive)
    await writeFile(damaged, bytes.subarray(0, bytes.length >> 1))
    const empty = join(work, 'empty')
    const refused = run('restore', empty, [damaged])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/^refused: .*Nothing was written\.\n$/)
  })
})
