import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** A job as a worker holds it: `attempts` counts this run, and fences what the worker writes back. */
export interface ClaimedJob {
  id: string
  name: string
  payload: unknown
  attempts: number
  max_attempts: number
}

export interface NewJob {
  name: string
  payload: unknown
  uniqueKey?: string
  /** Not before this time; now when absent. */
  runAt?: Date
  maxAttempts: number
  leaseSeconds: number
}

/** Where a job stands for the metrics: `retrying` is a queued job whose earlier attempt failed. */
export type JobCountState = 'queued' | 'retrying' | 'running' | 'failed'

const seconds = (n: number) => sql<Date>`now() + make_interval(secs => ${n})`

/** SQL over `job` and `job_schedule`. Every time is the database's clock, the one all instances share. */
export function jobRepository(db: Kysely<DB>) {
  return {
    /** Queues a job; false when one with the same unique key is still waiting or running. */
    async insert(job: NewJob): Promise<boolean> {
      const rows = await db
        .insertInto('job')
        .values({
          name: job.name,
          payload: JSON.stringify(job.payload ?? {}),
          unique_key: job.uniqueKey ?? null,
          run_at: job.runAt ?? sql<Date>`now()`,
          max_attempts: job.maxAttempts,
          lease_seconds: job.leaseSeconds,
        })
        .onConflict((oc) => oc.column('unique_key').where('unique_key', 'is not', null).where('state', '<>', 'failed').doNothing())
        .returning('id')
        .execute()
      return rows.length > 0
    },

    /**
     * Leases the soonest due job of the given names to `worker`: a queued job whose time has come,
     * or a running one whose lease has run out (its worker died or hung). SKIP LOCKED lets workers
     * claim side by side without waiting on, or taking, each other's row. The lease's end becomes
     * the row's run_at, so an abandoned job is due again then.
     */
    claim(names: readonly string[], worker: string): Promise<ClaimedJob | undefined> {
      return db
        .updateTable('job')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          locked_by: worker,
          run_at: sql<Date>`now() + make_interval(secs => lease_seconds)`,
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('job')
            .select('id')
            .where('state', '<>', 'failed')
            .where('run_at', '<=', sql<Date>`now()`)
            .where('name', 'in', names)
            .orderBy('run_at')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'name', 'payload', 'attempts', 'max_attempts'])
        .executeTakeFirst()
    },

    /** Removes a finished job, unless its lease was lost and another worker has claimed it since. */
    async finish(job: ClaimedJob): Promise<void> {
      await db.deleteFrom('job').where('id', '=', job.id).where('attempts', '=', job.attempts).execute()
    },

    /**
     * Queues the job again after `retryInSeconds`, or gives it up when no attempt is left; false when
     * the worker had lost its lease and wrote nothing.
     */
    async fail(job: ClaimedJob, error: string, retryInSeconds: number): Promise<boolean> {
      const last = job.attempts >= job.max_attempts
      const result = await db
        .updateTable('job')
        .set({
          state: last ? 'failed' : 'queued',
          run_at: last ? sql<Date>`now()` : seconds(retryInSeconds),
          locked_by: null,
          last_error: error.slice(0, 2000),
        })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Records each recurring job's period; a shorter period than before brings its next run forward. */
    async declareSchedules(schedules: readonly { name: string; everySeconds: number; firstAfterSeconds?: number }[]): Promise<void> {
      if (schedules.length === 0) return
      await db
        .insertInto('job_schedule')
        .values(
          schedules.map((s) => ({
            name: s.name,
            every_seconds: s.everySeconds,
            next_run_at: seconds(s.firstAfterSeconds ?? 0),
          })),
        )
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({
            every_seconds: (eb) => eb.ref('excluded.every_seconds'),
            next_run_at: sql<Date>`least(job_schedule.next_run_at, now() + make_interval(secs => excluded.every_seconds))`,
          }),
        )
        .execute()
    },

    /**
     * Records the daily schedules (dailyAt) with their next run. A schedule already due keeps its time,
     * so the run an instance's start would otherwise skip still happens; any other moves to the given
     * time, so a changed BACKUP_TIME, or a schedule that ran every 24 hours before, takes it at once.
     */
    async declareDailySchedules(schedules: readonly { name: string; nextRunAt: Date }[]): Promise<void> {
      if (schedules.length === 0) return
      await db
        .insertInto('job_schedule')
        .values(schedules.map((s) => ({ name: s.name, every_seconds: 24 * 3600, next_run_at: s.nextRunAt })))
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({
            every_seconds: (eb) => eb.ref('excluded.every_seconds'),
            next_run_at: sql<Date>`case when job_schedule.next_run_at <= now() then job_schedule.next_run_at else excluded.next_run_at end`,
          }),
        )
        .execute()
    },

    /** Sets a schedule's next run (a daily one's, after it was taken). */
    async moveSchedule(name: string, nextRunAt: Date): Promise<void> {
      await db.updateTable('job_schedule').set({ next_run_at: nextRunAt }).where('name', '=', name).execute()
    },

    /** The database's clock: in a transaction, the moment it began. */
    async now(): Promise<Date> {
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db)
      return new Date(rows[0]!.now)
    },

    /**
     * Moves every due schedule of the given names to its next time and answers their names. The row
     * lock makes an instance that tries at the same moment re-read the row, find it no longer due,
     * and skip it: each occurrence is taken by one instance.
     */
    async takeDueSchedules(names: readonly string[]): Promise<string[]> {
      const rows = await db
        .updateTable('job_schedule')
        .set({ next_run_at: sql<Date>`now() + make_interval(secs => every_seconds)` })
        .where('name', 'in', names)
        .where('next_run_at', '<=', sql<Date>`now()`)
        .returning('name')
        .execute()
      return rows.map((r) => r.name)
    },

    /** How many jobs of each kind are in each state; the table holds only unfinished and given-up jobs, so it stays small. */
    async countByKind(): Promise<{ name: string; state: JobCountState; count: number }[]> {
      const rows = await sql<{ name: string; state: JobCountState; n: string }>`
        select name, case when state = 'queued' and attempts > 0 then 'retrying' else state end as state, count(*) as n
        from job group by 1, 2`.execute(db)
      return rows.rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.n) }))
    },

    /** Deletes jobs given up more than `days` ago (a failed job's run_at is when it was given up). */
    async purgeFailed(days: number): Promise<number> {
      const result = await db
        .deleteFrom('job')
        .where('state', '=', 'failed')
        .where('run_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
