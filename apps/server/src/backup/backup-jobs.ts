import { readdir, rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../app-deps.js'
import type { JobDefinition } from '../jobs/job-queue.js'
import { notify } from '../modules/notifications/index.js'
import { backupFailureWords, BACKUP_STATUS_LINK } from './backup-failure.js'
import { backupRunRepository } from './backup-run-repository.js'
import { writeBackup } from './write-backup.js'

export const DAILY_BACKUP_JOB = 'backup.daily'

/** The daily archives' names: their time in UTC, so the names sort as the archives were made. */
const ARCHIVE_NAME = /^ibr-backup-\d{8}T\d{6}Z\.tar$/
const archiveName = (at: Date) =>
  `ibr-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`

/** Removes the daily archives past the newest `keep`; other files in the folder are not the job's. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => ARCHIVE_NAME.test(n)).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  for (const name of old) await rm(join(dir, name), { force: true })
  return old
}

/**
 * One backup into BACKUP_DIR, recorded in backup_run whatever its outcome (the dashboard and the
 * metrics read it), then the oldest archives past BACKUP_KEEP removed.
 */
export async function runDailyBackup(
  deps: Pick<AppDeps, 'db' | 'databaseKind' | 'config' | 'store' | 'version'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const runs = backupRunRepository(deps.db)
  const file = join(deps.config.backupDir, archiveName(new Date()))
  const id = await runs.start(file)
  try {
    await writeBackup(
      {
        db: deps.db,
        kind: deps.databaseKind,
        databaseUrl: deps.config.databaseUrl,
        store: deps.store,
        version: deps.version,
        key: deps.config.backupKey,
      },
      file,
    )
    const { size } = await stat(file)
    await runs.finish(id, { ok: true, bytes: size })
    const removed = await pruneArchives(deps.config.backupDir, deps.config.backupKeep)
    if (deps.config.backupKey) log.info({ file, bytes: size, removed: removed.length }, 'daily backup written')
    else log.warn({ file, bytes: size, removed: removed.length }, 'daily backup written UNSIGNED: set BACKUP_KEY (docs/backup.md)')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await deps.db.transaction().execute(async (trx) => {
      await backupRunRepository(trx).finish(id, { ok: false, error: reason })
      await notify(trx, {
        kind: 'backupFailed',
        action: 'failed',
        audience: { permission: 'site.manage' },
        link: BACKUP_STATUS_LINK,
        title: backupFailureWords(error),
        detail: `${basename(file)}: ${reason}`,
      })
    })
    log.error({ err: error, file }, 'daily backup failed')
    throw error
  }
}

/**
 * The daily backup, when BACKUP_DIR is set: one run a day across every instance (the shared queue's
 * schedule), at BACKUP_TIME on the clocks of SITE_TIMEZONE.
 */
export function backupJobs(
  deps: Pick<AppDeps, 'db' | 'databaseKind' | 'config' | 'store' | 'version'>,
  log: FastifyBaseLogger,
): JobDefinition[] {
  if (!deps.config.backupDir) return []
  if (!deps.config.backupKey)
    log.warn('BACKUP_DIR is set but BACKUP_KEY is not: the daily archives are written unsigned, and restoring one will need --unsigned')
  return [
    {
      name: DAILY_BACKUP_JOB,
      dailyAt: { time: deps.config.backupTime, timeZone: deps.config.timeZone },
      // One retry an hour later; a backup that fails twice waits for the next day, and says so on the dashboard.
      maxAttempts: 2,
      retrySeconds: 3600,
      leaseSeconds: 6 * 3600,
      run: () => runDailyBackup(deps, log),
    },
  ]
}
