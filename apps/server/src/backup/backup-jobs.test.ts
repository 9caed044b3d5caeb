// PostgreSQL pass: the daily backup writes a pg_dump archive.
/**
 * The daily backup (BACKUP_DIR): an archive a run, the newest BACKUP_KEEP kept, each run recorded;
 * a failed run shows on the administrators' dashboard call.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { ROLE } from '@ibr/contract/staff'
import { staffSession } from '../test/staff-factory.js'
import { knownMigrations } from './restore-backup.js'
import { verifyArchive } from './read-archive.js'
import { TEST_BACKUP_KEY } from './archive-fixtures.js'
import { backupJobs, DAILY_BACKUP_JOB, pruneArchives, runDailyBackup } from './backup-jobs.js'

let t: TestApp
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ibr-daily-'))
  t = await createTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' })
})
afterAll(async () => {
  await t?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the daily backup', () => {
  it('is a job of the shared queue at BACKUP_TIME in SITE_TIMEZONE when BACKUP_DIR is set, and none without it', () => {
    expect(backupJobs(t.deps, t.app.log).map((j) => [j.name, j.dailyAt, j.everySeconds])).toEqual([
      [DAILY_BACKUP_JOB, { time: '02:00', timeZone: 'Asia/Shanghai' }, undefined],
    ])
    const at = loadConfig({ BACKUP_DIR: dir, BACKUP_TIME: '23:30', SITE_TIMEZONE: 'Europe/Berlin' })
    expect(backupJobs({ ...t.deps, config: at }, t.app.log)[0]!.dailyAt).toEqual({ time: '23:30', timeZone: 'Europe/Berlin' })
    expect(backupJobs({ ...t.deps, config: { ...t.deps.config, backupDir: '' } }, t.app.log)).toEqual([])
  })

  it('refuses to start with a BACKUP_TIME that is not a time of day, naming it', () => {
    for (const wrong of ['2:00', '24:00', '02:00 am'])
      expect(() => loadConfig({ BACKUP_TIME: wrong })).toThrow(
        `BACKUP_TIME must be a time of day as HH:MM (00:00 to 23:59) on the clocks of SITE_TIMEZONE, got "${wrong}"`,
      )
  })

  it('writes a whole archive each run, keeps the newest BACKUP_KEEP, leaves other files alone, and reports success', async () => {
    await writeFile(join(dir, 'notes.txt'), 'the operator’s own file')
    await writeFile(join(dir, 'ibr-backup-20200101T000000Z.tar'), 'an old archive')
    await writeFile(join(dir, 'ibr-backup-20200102T000000Z.tar'), 'another old archive')
    await runDailyBackup({ ...t.deps, config: { ...t.deps.config, backupKey: TEST_BACKUP_KEY } }, t.app.log)
    const names = (await readdir(dir)).sort()
    expect(names).toHaveLength(3)
    expect(names).toContain('notes.txt')
    expect(names).toContain('ibr-backup-20200102T000000Z.tar')
    const fresh = names.find((n) => /^ibr-backup-2\d{7}T\d{6}Z\.tar$/.test(n) && !n.startsWith('ibr-backup-2020'))!
    // Signed with the site's key: it restores without --unsigned.
    const checked = await verifyArchive(join(dir, fresh), await knownMigrations(), { key: TEST_BACKUP_KEY, allowUnsigned: false })
    expect(checked.signature).toEqual({ state: 'valid' })
    expect(checked.manifest.database.rows.article).toBeGreaterThan(0)
    expect(await pruneArchives(dir, 1)).toEqual(['ibr-backup-20200102T000000Z.tar'])

    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const status = await admin.post(STAFF_API.backupStatus, {})
    expect(status.json.retMap).toMatchObject({ configured: true, failing: false, lastFailureAt: null })
    expect(Date.parse(status.json.retMap.lastSuccessAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('records a failed run, and the dashboard call says so with what it reported', async () => {
    const blocked = join(dir, 'not-a-folder')
    await writeFile(blocked, 'a file where the folder should be')
    const failing = { ...t.deps, config: { ...t.deps.config, backupDir: blocked } }
    await expect(runDailyBackup(failing, t.app.log)).rejects.toThrow()
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const status = (await admin.post(STAFF_API.backupStatus, {})).json.retMap
    expect(status.failing).toBe(true)
    expect(status.lastError).toMatch(/ENOTDIR|not a directory/)
    expect(status.lastSuccessAt).not.toBeNull()
  })
})
