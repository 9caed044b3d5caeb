import { withinMs } from '../../lib/time-limit.js'

/** What /readyz answers: ready, or why not. */
export type Readiness =
  | { status: 'ready' }
  /** The server is closing: it finishes what it has and takes nothing new. */
  | { status: 'unready'; reason: 'draining' }
  /** The database did not answer (refused, failed, or slower than the time limit). */
  | { status: 'unready'; reason: 'database' }
  /** The database's migrations are not this build's: behind (another instance is migrating) or ahead (a newer build ran). */
  | { status: 'unready'; reason: 'migrations'; applied: number; expected: number }

export interface ReadinessSources {
  /** True from the moment the server starts closing. */
  draining(): boolean
  /** The names of the migrations the database has applied (one query). */
  appliedMigrations(): Promise<readonly string[]>
  /** The names of the migrations this build carries, in order. */
  knownMigrations: readonly string[]
  /** How long the database may take to answer before the instance counts as unready. */
  timeoutMs: number
}

/**
 * Whether this instance should be sent requests. A database that does not answer within the time
 * limit counts as down, so a probe gets its 503 at once rather than hanging with the database.
 */
export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  if (sources.draining()) return { status: 'unready', reason: 'draining' }
  let applied: readonly string[]
  try {
    applied = await withinMs(sources.appliedMigrations(), sources.timeoutMs)
  } catch {
    return { status: 'unready', reason: 'database' }
  }
  // Closing may have begun while the database answered.
  if (sources.draining()) return { status: 'unready', reason: 'draining' }
  const known = sources.knownMigrations
  if (applied.length !== known.length || applied.some((name, i) => name !== known[i]))
    return { status: 'unready', reason: 'migrations', applied: applied.length, expected: known.length }
  return { status: 'ready' }
}
