import type { Kysely } from 'kysely'
import { catalogRepository } from './catalog-repository.js'
import { KNOWN_MIGRATIONS } from './migrations/index.js'
import type { DB } from './schema.js'

/** What every server process's database connections are named: the start of `application_name`. */
const SERVER = 'ibr-server'

/**
 * A server's `application_name`: `ibr-server <version> <last migration this build knows>`, so that
 * whoever looks at the database (pg_stat_activity, `npm run migrate`, `npm run restore`) sees which
 * builds are connected and what schema each expects.
 */
export function serverApplicationName(version: string): string {
  return `${SERVER} ${version} ${KNOWN_MIGRATIONS.at(-1)}`
}

/** A command line tool's `application_name`: `ibr-cli <command>` (not a live instance). */
export function cliApplicationName(command: string): string {
  return `ibr-cli ${command}`
}

/** A server process connected to the same database. */
export interface LiveInstance {
  pid: number
  version: string
  /** The last migration its build knows. */
  migration: string
  /** The address it connects from; null over a Unix socket (or when the role may not see it). */
  clientAddress: string | null
}

/**
 * The other sessions of this database that servers opened (application_name `ibr-server …`), one per
 * connection: a pool holds several, so callers group them by address and build. An idle server still
 * has one: its job queue asks the database every JOB_POLL_MS (1 s), well within the pool's 30 s idle
 * timeout. A server on the embedded database is not seen here (its database is in its own process:
 * see the control socket).
 */
export async function liveInstances(db: Kysely<DB>): Promise<LiveInstance[]> {
  const rows = await catalogRepository(db).sessionsNamed(`${SERVER} `)
  return rows.map((row) => {
    const [, version = '', migration = ''] = row.application_name.split(' ')
    return { pid: row.pid, version, migration, clientAddress: row.client_addr }
  })
}

/**
 * Whether the instance's build knows `migration`. By number alone: PostgreSQL cuts application_name at
 * 63 bytes, so a long version leaves a migration's name cut short (or gone), and a cut name would sort
 * below the whole one. An instance whose number was cut off is taken to know it: it cannot be ruled out.
 */
export function knowsMigration(instance: Pick<LiveInstance, 'migration'>, migration: string): boolean {
  const number = /^\d{4}/.exec(instance.migration)?.[0]
  return number === undefined || number >= migration.slice(0, 4)
}

/** One line naming the instances: how many connections, from which addresses, of which builds. */
export function describeInstances(instances: readonly LiveInstance[]): string {
  const builds = new Map<string, Set<string>>()
  for (const i of instances) {
    const build = `version ${i.version} (knows up to ${i.migration})`
    const addresses = builds.get(build) ?? new Set<string>()
    // Null over a Unix socket, and for another role's sessions unless this one may read all statistics.
    addresses.add(i.clientAddress ?? 'a local socket or an address this role may not see')
    builds.set(build, addresses)
  }
  const parts = [...builds].map(([build, addresses]) => `${build} from ${[...addresses].join(', ')}`)
  return `${instances.length} server connection${instances.length === 1 ? '' : 's'}: ${parts.join('; ')}`
}
