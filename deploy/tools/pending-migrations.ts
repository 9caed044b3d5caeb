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

/** Thrown when the release cannot say which of its migrations are contracts. */
export class ReleaseUnreadable extends Error {}

/** A migration's number (`0031-migration-compat` → `0031`): the order migrations run in. */
const numberOf = (name: string) => name.slice(0, 4)

/** The release's migrations in order, from its build (apps/server/dist). */
async function releaseMigrations(release: string): Promise<[string, ReleaseMigration][]> {
  const index = join(release, 'apps/server/dist/db/migrations/index.js')
  if (!existsSync(index)) throw new ReleaseUnreadable(`${release} is not built (no ${index}): run npm run build there first`)
  const { MIGRATIONS } = (await import(pathToFileURL(index).href)) as { MIGRATIONS?: Record<string, ReleaseMigration> }
  if (!MIGRATIONS || typeof MIGRATIONS !== 'object')
    throw new ReleaseUnreadable(
      `${release} is a release from before deploy:upgrade (its build does not list its migrations), and such a build refuses to start ` +
        "on a database a newer release migrated. To go back to it: stop every instance (systemctl stop 'ibr@*'), undo the newer " +
        "migrations from the newer release's folder (npm run migrate -- down --to <the old release's last migration>, 0030 for " +
        'the release before the first with deploy:upgrade), then start the old release ' +
        '(docs/upgrading.md, "Rolling back"). Nothing was changed.',
    )
  // Sorted by name: the written order of the list is not the order they run in.
  return Object.entries(MIGRATIONS).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/** The release's contract migrations after `applied` (the database's last migration), with what they retire. */
export async function pendingContracts(release: string, applied: string) {
  const pending = (await releaseMigrations(release)).filter(([name]) => numberOf(name) > numberOf(applied))
  return pending.flatMap(([name, m]) => (m.contract ? [{ name, retires: m.contract.retires, why: m.contract.why }] : []))
}
