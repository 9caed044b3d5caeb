/**
 * Point-in-time recovery as docs/point-in-time-recovery.md does it, on a scratch cluster of Debian's
 * PostgreSQL with the shipped archiving settings and pgbackrest.conf (only their paths moved to temp
 * folders): the site's schema, a full backup, rows written, the time noted on the database's clock,
 * more rows, then the cluster recovered to that time. Exactly the first rows must be there.
 */
import { spawnSync } from 'node:child_process'
import { chownSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '../../apps/server/src/db/database.js'
import type { DB } from '../../apps/server/src/db/schema.js'
import {
  ARCHIVING_CONF,
  PGBACKREST_BIN,
  PGBACKREST_CONF,
  ensurePgbackrest,
  iniSection,
  lastBackupStop,
  pgbackrest,
  postgresSettings,
  readShipped,
  rewriteIni,
} from '../tools/pgbackrest.js'
import { ROOT } from '../tools/nginx-site.js'
import { createScratchCluster, postgresIds, type ScratchCluster } from '../tools/scratch-cluster.js'

const PORT = 31201
const dir = mkdtempSync(join(tmpdir(), 'ibr-pitr-'))
const config = join(dir, 'pgbackrest.conf')
let cluster: ScratchCluster | undefined
let database: Database | undefined

/** The shipped settings with only what names a path of this machine's real cluster changed. */
function archivingSettings(): Record<string, string> {
  const settings = postgresSettings(readShipped(ARCHIVING_CONF))
  const command = settings.archive_command ?? ''
  if (!command.startsWith('pgbackrest ')) throw new Error(`ibr-archiving.conf: archive_command "${command}" does not run pgbackrest`)
  return { ...settings, archive_command: command.replace(/^pgbackrest /, `${PGBACKREST_BIN} --config=${config} `) }
}

async function openSite(): Promise<Kysely<DB>> {
  database = await openDatabase({ url: cluster!.url('ibr'), dataDir: dir })
  return database.db
}

async function closeSite(): Promise<void> {
  await database?.close()
  database = undefined
}

/** The database's clock, in the form an operator types (with its offset): what recovery compares. */
const noteTime = () =>
  cluster!.psql("set timezone = 'Asia/Shanghai'; select to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.USOF')").trim()

/** The documented recovery: PostgreSQL stopped, restore to the time with --delta, started, promoted. */
async function recoverTo(target: string, options: string[] = []): Promise<void> {
  await cluster!.stop()
  await pgbackrest(config, ['--delta', '--type=time', `--target=${target}`, '--target-action=promote', ...options, 'restore'])
  await cluster!.start()
  // Started, it replays the archived WAL up to the target, then promotes itself and takes writes.
  await expect
    .poll(() => cluster!.psql('select pg_is_in_recovery()').trim(), { timeout: 30_000, interval: 200 })
    .toBe('f')
    .catch((error: unknown) => {
      throw new Error(`the recovered cluster did not open: ${String(error)}\nits log ends:\n${cluster!.logTail()}`)
    })
}

const addFaq = (db: Kysely<DB>, question: string) => db.insertInto('faq').values({ question_en: question, question_zh: question }).execute()
const faqQuestions = async (db: Kysely<DB>) =>
  (await db.selectFrom('faq').select('question_en').orderBy('id').execute()).map((row) => row.question_en)

beforeAll(async () => {
  ensurePgbackrest()
  const { uid, gid } = postgresIds()
  chownSync(dir, uid, gid)
  // Debian's package makes /var/log/pgbackrest; pgBackRest itself does not make its log folder.
  mkdirSync(join(dir, 'log'))
  chownSync(join(dir, 'log'), uid, gid)
  cluster = await createScratchCluster({ port: PORT, name: 'pitr', settings: archivingSettings() })
  const conf = rewriteIni(readShipped(PGBACKREST_CONF), {
    global: {
      'repo1-path': join(dir, 'repo'),
      'lock-path': join(dir, 'lock'),
      'log-path': join(dir, 'log'),
      'spool-path': join(dir, 'spool'),
    },
    ibr: { 'pg1-path': cluster.dataDir, 'pg1-port': String(PORT), 'pg1-socket-path': dirname(cluster.dataDir) },
  })
  writeFileSync(config, conf, { mode: 0o640 })
  chownSync(config, uid, gid)
}, 120_000)

afterAll(async () => {
  await closeSite().catch(() => {})
  await cluster?.remove()
  rmSync(dir, { recursive: true, force: true })
})

describe('point-in-time recovery with pgBackRest', () => {
  it('puts the database back as it was at a noted time: the rows written before it, none after', async () => {
    cluster!.psql('create database ibr')
    let db = await openSite()
    await migrate(db)

    await pgbackrest(config, ['stanza-create'])
    await pgbackrest(config, ['check'])
    const backup = await pgbackrest(config, ['--type=full', 'backup'])
    expect(backup).toMatch(/new backup label = \d{8}-\d{6}F/)
    // Restore takes the newest backup that ended before the target, compared in whole seconds: a
    // target in the backup's last second finds none. An operator's target is minutes or days later.
    const stop = await lastBackupStop(config)
    const clock = () => Number(cluster!.psql('select extract(epoch from clock_timestamp())'))
    await expect.poll(clock, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(stop + 1)

    for (const question of ['before 1', 'before 2']) await addFaq(db, question)
    const target = noteTime()
    for (const question of ['after 1', 'after 2']) await addFaq(db, question)
    const later = noteTime()
    await addFaq(db, 'last')
    expect(await faqQuestions(db)).toEqual(['before 1', 'before 2', 'after 1', 'after 2', 'last'])
    const timeline = cluster!.psql('select timeline_id from pg_control_checkpoint()').trim()
    // The procedure's first step: the WAL holding the last writes reaches the repository (check
    // switches to a new segment and waits until the one it left is archived).
    await pgbackrest(config, ['check'])
    await closeSite()

    await recoverTo(target)
    db = await openSite()
    expect(await faqQuestions(db)).toEqual(['before 1', 'before 2'])
    // The recovered database takes writes again and archives them on its new timeline.
    await addFaq(db, 'after recovery')
    expect(await faqQuestions(db)).toEqual(['before 1', 'before 2', 'after recovery'])
    await pgbackrest(config, ['check'])
    await closeSite()

    // A time chosen too early is mended by recovering again, later on the timeline noted before.
    await recoverTo(later, [`--target-timeline=${timeline}`])
    db = await openSite()
    expect(await faqQuestions(db)).toEqual(['before 1', 'before 2', 'after 1', 'after 2'])
    await closeSite()
  })

  it('ships settings that keep the recovery window and the archive delay the docs promise', () => {
    const settings = postgresSettings(readShipped(ARCHIVING_CONF))
    expect(settings).toMatchObject({ wal_level: 'replica', archive_mode: 'on', archive_command: 'pgbackrest --stanza=ibr archive-push %p' })
    expect(Number(settings.archive_timeout)).toBeLessThanOrEqual(60)
    const conf = readShipped(PGBACKREST_CONF)
    expect(iniSection(conf, 'global')).toMatchObject({
      'repo1-path': '/var/lib/pgbackrest',
      'repo1-retention-full-type': 'time',
      'repo1-retention-full': '14',
      'start-fast': 'y',
    })
    expect(iniSection(conf, 'ibr')).toMatchObject({ 'pg1-path': '/var/lib/postgresql/15/main' })
    // A database recovered to any moment the repository keeps must find its stored files.
    const keepDays = /^DELETED_FILE_KEEP_DAYS=(\d+)$/m.exec(readFileSync(join(ROOT, '.env.example'), 'utf8'))?.[1]
    expect(Number(keepDays)).toBeGreaterThanOrEqual(Number(iniSection(conf, 'global')['repo1-retention-full']))
  })

  it('schedules weekly full and daily differential backups with units systemd-analyze verify passes', () => {
    const units = join(dir, 'units')
    mkdirSync(units)
    const shipped = (name: string) => readFileSync(new URL(`../pgbackrest/${name}`, import.meta.url), 'utf8')
    const template = shipped('ibr-pgbackrest@.service')
    expect(template).toMatch(/^ExecStart=\/usr\/bin\/pgbackrest --stanza=ibr --type=%i backup$/m)
    expect(template).toMatch(/^User=postgres$/m)
    // Its locks in /tmp/pgbackrest must be the ones PostgreSQL's archive-push and a backup by hand see.
    expect(template).not.toMatch(/^PrivateTmp=/m)
    // At 01:00 in the site's zone, an hour before the nightly archive's default BACKUP_TIME there.
    const zone = /^SITE_TIMEZONE=(.+)$/m.exec(readFileSync(join(ROOT, '.env.example'), 'utf8'))?.[1]
    const timers = { full: `Sun *-*-* 01:00:00 ${zone}`, diff: `Mon..Sat *-*-* 01:00:00 ${zone}` }
    for (const [type, calendar] of Object.entries(timers)) {
      const timer = shipped(`ibr-pgbackrest-${type}.timer`)
      expect(timer).toContain(`\nUnit=ibr-pgbackrest@${type}.service\n`)
      expect(timer).toContain(`\nOnCalendar=${calendar}\n`)
      writeFileSync(join(units, `ibr-pgbackrest-${type}.timer`), timer)
      writeFileSync(join(units, `ibr-pgbackrest@${type}.service`), template)
    }
    const files = readdirSync(units).map((name) => join(units, name))
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...files], { encoding: 'utf8' })
    expect(result.error, 'systemd-analyze (Debian package systemd) is needed').toBeUndefined()
    expect(result.status, result.stderr).toBe(0)
    expect(result.stderr).toBe('')
  })
})
