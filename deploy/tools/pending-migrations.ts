/**
 * Which of a release's migrations the database has not applied yet and are contracts: they drop or
 * rename what the running build reads (`export const contract` in the migration's module), so the
 * instances of that build cannot keep serving while the others restart.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

interface ReleaseMigration {
  contract?: { retires: readonly string[]; why: string }
}

/** The release's migrations in order, from its build (apps/server/dist). */
async function releaseMigrations(release: string): Promise<[string, ReleaseMigration][]> {
  const index = join(release, 'apps/server/dist/db/migrations/index.js')
  if (!existsSync(index)) throw new Error(`${release} is not built (no ${index}): run npm run build there first`)
  const { MIGRATIONS } = (await import(pathToFileURL(index).href)) as { MIGRATIONS: Record<string, ReleaseMigration> }
  return Object.entries(MIGRATIONS)
}

/** The release's contract migrations past the database's `applied` count, with what they retire. */
export async function pendingContracts(release: string, applied: number) {
  const pending = (await releaseMigrations(release)).slice(applied)
  return pending.flatMap(([name, m]) => (m.contract ? [{ name, retires: m.contract.retires, why: m.contract.why }] : []))
}
