import type { Kysely } from 'kysely'
import type { SiteMigration } from './migrations/index.js'
import { newlyRequired, retiredNames, schemaLoss, schemaSnapshot, type SchemaSnapshot } from './schema-snapshot.js'

/**
 * The expand/contract rule, checked on an empty database: each migration is applied in turn and the
 * schema compared before and after. A migration that drops or renames a table or a column, or changes
 * a column's type, breaks the build before it, which may still be serving on the database during an
 * upgrade; it must say so with `contract.retires` listing exactly those names. So must one that makes
 * a column of an existing table required (not null, no default), which the build before leaves out of
 * its inserts (`retires` may then be empty). A retired name the final schema lacks must no longer be
 * read by this build (`readColumns`: schema.ts's Kysely types). Every migration must also have a
 * `down` (`npm run migrate -- down`) that brings back the schema it found (the downs are run newest
 * first at the end). Answers the problems found, each naming its migration; none when the rule holds.
 */
export async function checkExpandContract(
  db: Kysely<unknown>,
  migrations: Record<string, SiteMigration>,
  readColumns: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<string[]> {
  const problems: string[] = []
  const retired: { migration: string; name: string }[] = []
  const found: { name: string; schema: SchemaSnapshot }[] = []
  let before: SchemaSnapshot = await schemaSnapshot(db)
  for (const name of Object.keys(migrations).sort()) {
    found.push({ name, schema: before })
    const migration = migrations[name]!
    if (typeof migration.down !== 'function') problems.push(`${name} has no down(): npm run migrate -- down could not undo it`)
    await db.transaction().execute((trx) => migration.up(trx))
    const after = await schemaSnapshot(db)
    const loss = retiredNames(schemaLoss(before, after))
    const listed = [...(migration.contract?.retires ?? [])].sort()
    const unlisted = loss.filter((n) => !listed.includes(n))
    const notRetired = listed.filter((n) => !loss.includes(n))
    if (unlisted.length)
      problems.push(
        `${name} drops, renames or retypes ${unlisted.join(', ')}, which the build before it reads: ` +
          `split it (add the new, release, then remove the old) or export contract = { retires: [${unlisted.map((n) => `'${n}'`).join(', ')}], why: '…' }`,
      )
    const required = newlyRequired(before, after)
    if (required.length && !migration.contract)
      problems.push(
        `${name} makes ${required.join(', ')} required (not null, no default), which the build before it leaves out of its inserts: ` +
          `give it a default or export contract = { retires: [], why: '…' }`,
      )
    if (notRetired.length) problems.push(`${name}'s contract retires ${notRetired.join(', ')}, which it does not drop, rename or retype`)
    for (const n of loss) retired.push({ migration: name, name: n })
    before = after
  }
  for (const { migration, name } of retired) {
    const [table, column] = name.split('.') as [string, string | undefined]
    const stillThere = column ? before.get(table)?.has(column) : before.has(table)
    if (stillThere) continue
    const read = column ? readColumns.get(table)?.has(column) : readColumns.has(table)
    if (read) problems.push(`${migration} retires ${name}, but this build still reads it (db/schema.ts names it)`)
  }
  for (const { name, schema } of found.reverse()) {
    const down = migrations[name]!.down
    if (!down) break
    await db.transaction().execute((trx) => down(trx))
    const now = await schemaSnapshot(db)
    const missing = retiredNames(schemaLoss(schema, now))
    const left = retiredNames(schemaLoss(now, schema))
    if (missing.length || left.length)
      problems.push(
        `${name}'s down() does not bring back the schema before it: ${[...missing.map((n) => `${n} missing`), ...left.map((n) => `${n} left`)].join(', ')}`,
      )
  }
  return problems
}
