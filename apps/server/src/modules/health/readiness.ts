import { withinMs } from '../../lib/time-limit.js'

/** What /readyz answers: ready, or why not. */
export type Readiness =
  | { status: 'ready' }
  /**
   * Serving, newer schema: the database has this build's migrations and newer ones, each recorded
   * additive by the build that applied it, so this build still reads what it expects (mid-upgrade).
   */
  | { status: 'ready'; schema: 'newer'; applied: number; expected: number }
  /** The server is closing: it finishes what it has and takes nothing new. */
  | { status: 'unready'; reason: 'draining' }
  /** The database did not answer (refused, failed, or slower than the time limit). */
  | { status: 'unready'; reason: 'database' }
  /**
   * The database's migrations are not this build's: behind (another instance is migrating), or ahead
   * with a newer migration older builds may not serve on (a contract migration, or none recorded).
   */
  | { status: 'unready'; reason: 'migrations'; applied: number; expected: number }

export interface ReadinessSources {
  /** True from the moment the server starts closing. */
  draining(): boolean
  /** The names of the migrations the database has applied (one query). */
  appliedMigrations(): Promise<readonly string[]>
  /** Of the applied migrations this build does not know, those their build recorded as additive (one query). */
  additiveNewer(newer: readonly string[]): Promise<readonly string[]>
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
  let additive: readonly string[] = []
  const known = sources.knownMigrations
  try {
    applied = await withinMs(sources.appliedMigrations(), sources.timeoutMs)
    const newer = applied.slice(known.length)
    if (startsWith(applied, known) && newer.length) additive = await withinMs(sources.additiveNewer(newer), sources.timeoutMs)
  } catch {
    return { status: 'unready', reason: 'database' }
  }
  // Closing may have begun while the database answered.
  if (sources.draining()) return { status: 'unready', reason: 'draining' }
  const counts = { applied: applied.length, expected: known.length }
  if (!startsWith(applied, known)) return { status: 'unready', reason: 'migrations', ...counts }
  if (applied.length === known.length) return { status: 'ready' }
  const newer = applied.slice(known.length)
  if (newer.every((name) => additive.includes(name))) return { status: 'ready', schema: 'newer', ...counts }
  return { status: 'unready', reason: 'migrations', ...counts }
}

function startsWith(applied: readonly string[], known: readonly string[]): boolean {
  return applied.length >= known.length && known.every((name, i) => applied[i] === name)
}
