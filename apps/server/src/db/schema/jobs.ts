// Background work: the job queue, its schedule, the backups run, and the per-client limits.
import type { ColumnType, Generated } from 'kysely'
import type { Def, Timestamp } from './columns.js'

/** Background work (migration 0005): waiting, leased, or given up; deleted once done. */
export interface JobTable {
  /** bigserial: pg reads int8 as a string. */
  id: Generated<string>
  name: string
  payload: ColumnType<unknown, string | undefined, string>
  unique_key: string | null
  state: Def<'queued' | 'running' | 'failed'>
  run_at: Timestamp
  attempts: Def<number>
  max_attempts: Def<number>
  lease_seconds: Def<number>
  locked_by: string | null
  last_error: string | null
  created_at: Timestamp
}

/** When each recurring job is next due. */
export interface JobScheduleTable {
  name: string
  every_seconds: number
  next_run_at: Timestamp
}

/** One run of the daily backup. */
export interface BackupRunTable {
  id: Generated<number>
  started_at: Def<Date>
  finished_at: Date | null
  /** null while it runs. */
  ok: boolean | null
  file: string
  /** bigint: pg reads int8 as a string. */
  bytes: string | null
  error: string | null
}

/** A client's requests to one limited route in the current window (per-client limits, every instance). */
export interface ClientLimitTable {
  /** The route and the client's address. */
  key: string
  hits: number
  reset_at: Timestamp
}
