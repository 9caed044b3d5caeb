import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { catalogRepository } from './catalog-repository.js'
import { ArchiveRefused } from './read-archive.js'

/**
 * What a PostgreSQL dump may hold: the objects this build's migrations make, as `pg_restore --list`
 * names them (`<kind> <schema> <name>`), read from the schema the migrations just made in the
 * restore's transaction (restore-backup.ts), so the list follows the migrations without being kept by
 * hand. Objects of an extension the migrations create (pg_trgm's functions) are the extension's, and
 * named by it alone, as pg_dump does.
 */
export async function migratedObjects(db: Kysely<DB>): Promise<Set<string>> {
  const names = new Set<string>(['SCHEMA - public', 'COMMENT - SCHEMA public'])
  const add = (kind: string, name: string) => names.add(`${kind} public ${name}`)
  const catalog = catalogRepository(db)
  const relations = await catalog.relations()
  for (const { name, kind } of relations) {
    if (kind === 'r' || kind === 'p') {
      add('TABLE', name)
      add('TABLE DATA', name)
    } else if (kind === 'S') {
      add('SEQUENCE', name)
      add('SEQUENCE OWNED BY', name)
      add('SEQUENCE SET', name)
    } else if (kind === 'i' || kind === 'I') {
      add('INDEX', name)
    }
  }
  const constraints = await catalog.constraints()
  for (const { tbl, name, type } of constraints)
    add(type === 'f' ? 'FK CONSTRAINT' : type === 'c' ? 'CHECK CONSTRAINT' : 'CONSTRAINT', `${tbl} ${name}`)
  const defaults = await catalog.columnDefaults()
  for (const { tbl, col } of defaults) add('DEFAULT', `${tbl} ${col}`)
  const triggers = await catalog.triggers()
  for (const { tbl, name } of triggers) add('TRIGGER', `${tbl} ${name}`)
  const functions = await catalog.functions()
  for (const { name } of functions) add('FUNCTION', name)
  const extensions = await catalog.extensions()
  for (const { name } of extensions) {
    names.add(`EXTENSION - ${name}`)
    names.add(`COMMENT - EXTENSION ${name}`)
  }
  return names
}

/** `2; 3079 16893 EXTENSION - pg_trgm postgres`: the entry's ids, then its kind, schema, name and owner. */
const ENTRY = /^\d+; \d+ \d+ (.*)$/

/**
 * The entries of a `pg_restore --list` that are not among `allowed`, as `<kind> <schema> <name>`.
 * The owner is the line's last word (pg_dump writes it even with --no-owner; it is not restored).
 */
export function foreignEntries(list: readonly string[], allowed: ReadonlySet<string>): string[] {
  const foreign: string[] = []
  for (const line of list) {
    if (line === '' || line.startsWith(';')) continue
    const entry = ENTRY.exec(line)
    if (!entry) {
      foreign.push(line)
      continue
    }
    const rest = entry[1]!
    const named = rest.slice(0, Math.max(0, rest.lastIndexOf(' ')))
    if (!allowed.has(named)) foreign.push(named || rest)
  }
  return foreign
}

/**
 * Refuses a dump naming anything the migrations do not make (a function, a trigger, an extension, a
 * role, an event trigger, a table of its own…), naming what. The dump's definitions are never run
 * (its rows are loaded by pg-dump-load.ts into the schema the migrations made); this says plainly
 * that the archive is not what this site writes.
 */
export async function refuseForeignObjects(db: Kysely<DB>, list: readonly string[]): Promise<void> {
  const foreign = foreignEntries(list, await migratedObjects(db))
  if (foreign.length)
    throw new ArchiveRefused(
      `the database dump holds ${foreign.length} objects this site's migrations do not make: ${foreign.slice(0, 20).join('; ')}${foreign.length > 20 ? '; …' : ''}`,
    )
}
