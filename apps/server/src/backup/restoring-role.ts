import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../db/database.js'
import type { DB } from '../db/schema.js'
import { catalogRepository } from './catalog-repository.js'

/**
 * Makes the rest of the restore's transaction act as the role the site runs as, so every schema,
 * table, sequence, index, function and extension it creates belongs to that role: `role` when given
 * (`--role`), else the database's owner when the connection is a superuser's. What a superuser makes
 * is the superuser's, and the service could neither migrate it later nor, in a schema made anew, even
 * read it. `SET LOCAL ROLE` is what `pg_restore --role` does; it ends with the transaction. Answers
 * the line saying so, or undefined when the connection already is that role.
 */
export async function actAsSiteRole(db: Kysely<DB>, kind: DatabaseKind, role?: string): Promise<string | undefined> {
  if (kind === 'embedded') {
    if (role) throw new Error('--role is for a PostgreSQL database: the embedded database has no roles of its own')
    return undefined
  }
  const catalog = catalogRepository(db)
  const connected = await catalog.connectedRole()
  const wanted = role ?? (connected.superuser ? connected.owner : undefined)
  if (!wanted || wanted === connected.me) return undefined
  const superuser = await catalog.roleIsSuperuser(wanted)
  if (superuser === undefined) throw new Error(`--role ${wanted}: no role of that name on this database server`)
  try {
    await catalog.setLocalRole(wanted)
  } catch (error) {
    throw new Error(
      `the restore cannot act as ${wanted} (connected as ${connected.me}): ${error instanceof Error ? error.message : String(error)}. ` +
        `Connect as ${wanted} itself, or as a role that is a member of it`,
      { cause: error },
    )
  }
  const why = role ? 'as --role asks' : "the database's owner"
  const caveat = superuser ? ` (${wanted} is a superuser: the site should run as a role of its own, docs/deploy.md section 3)` : ''
  return `restoring as ${wanted}, ${why} (connected as ${connected.me}${connected.superuser ? ', a superuser' : ''}): everything restored belongs to ${wanted}${caveat}`
}
