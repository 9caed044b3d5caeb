import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * Runs `load` with the schema's foreign keys and plain indexes dropped and its triggers off, then puts
 * all three back. The rows load table by table in any order (a row may name one of a table loaded
 * later, or of its own), and the triggers (the search queue's, the audit log's guard) must not act on
 * rows that are being put back, not written. Everything here is what a table's owner may do
 * (session_replication_role, the usual way, needs a superuser); adding each foreign key back checks
 * every loaded row against it. `db` must be a transaction: a failure leaves nothing of this behind.
 */
export async function withLoadChecksOff<T>(db: Kysely<DB>, load: () => Promise<T>): Promise<T> {
  const { rows: foreignKeys } = await sql<{ tbl: string; name: string; def: string }>`
    select quote_ident(c.relname) as tbl, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and c.relnamespace = 'public'::regnamespace order by 1, 2`.execute(db)
  const { rows: triggered } = await sql<{ tbl: string }>`
    select distinct quote_ident(c.relname) as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal order by 1`.execute(db)
  // Indexes no constraint stands on are built again after the rows are in, as pg_restore does: a
  // trigram index kept up row by row slows every insert of the load.
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    select quote_ident(i.relname) as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where i.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
    order by 1`.execute(db)
  for (const { tbl, name } of foreignKeys) await sql`alter table ${sql.raw(tbl)} drop constraint ${sql.raw(name)}`.execute(db)
  for (const { name } of indexes) await sql`drop index ${sql.raw(name)}`.execute(db)
  for (const { tbl } of triggered) await sql`alter table ${sql.raw(tbl)} disable trigger user`.execute(db)
  const result = await load()
  for (const { tbl } of triggered) await sql`alter table ${sql.raw(tbl)} enable trigger user`.execute(db)
  for (const { def } of indexes) await sql.raw(def).execute(db)
  for (const { tbl, name, def } of foreignKeys)
    await sql`alter table ${sql.raw(tbl)} add constraint ${sql.raw(name)} ${sql.raw(def)}`.execute(db)
  return result
}
