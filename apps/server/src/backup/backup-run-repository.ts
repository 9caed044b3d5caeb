import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** Where the daily backup stands: its last good run, its last failure, and whether the latest run failed. */
export interface BackupStatus {
  lastSuccessAt: Date | null
  lastFailureAt: Date | null
  lastError: string | null
  /** The latest finished run failed. */
  failing: boolean
}

export function backupRunRepository(db: Kysely<DB>) {
  return {
    async start(file: string): Promise<number> {
      const row = await db.insertInto('backup_run').values({ file }).returning('id').executeTakeFirstOrThrow()
      return row.id
    },

    async finish(id: number, outcome: { ok: true; bytes: number } | { ok: false; error: string }): Promise<void> {
      await db
        .updateTable('backup_run')
        .set({
          finished_at: sql<Date>`now()`,
          ok: outcome.ok,
          bytes: outcome.ok ? String(outcome.bytes) : null,
          error: outcome.ok ? null : outcome.error.slice(0, 2000),
        })
        .where('id', '=', id)
        .execute()
    },

    /** When the last good run ended and whether the latest finished run failed, in one query: the metrics read it at every scrape. */
    async latestOutcome(): Promise<{ lastSuccessAt: Date | null; failing: boolean }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('backup_run')
            .select((e) => e.fn.max('finished_at').as('at'))
            .where('ok', '=', true)
            .as('last_success_at'),
          eb
            .selectFrom('backup_run')
            .select(sql<boolean>`not ok`.as('failing'))
            .where('ok', 'is not', null)
            .orderBy('finished_at', 'desc')
            .limit(1)
            .as('failing'),
        ])
        .executeTakeFirstOrThrow()
      return { lastSuccessAt: row.last_success_at ?? null, failing: row.failing === true }
    },

    async status(): Promise<BackupStatus> {
      const [success, failure, latest] = await Promise.all([
        db.selectFrom('backup_run').select('finished_at').where('ok', '=', true).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
        db
          .selectFrom('backup_run')
          .select(['finished_at', 'error'])
          .where('ok', '=', false)
          .orderBy('finished_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db.selectFrom('backup_run').select('ok').where('ok', 'is not', null).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
      ])
      return {
        lastSuccessAt: success?.finished_at ?? null,
        lastFailureAt: failure?.finished_at ?? null,
        lastError: failure?.error ?? null,
        failing: latest?.ok === false,
      }
    },
  }
}
