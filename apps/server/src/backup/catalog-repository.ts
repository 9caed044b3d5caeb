import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** Raw SQL that must not find an object of an extension (pg_trgm's functions are the extension's). */
const notAnExtensions = (catalog: string, oid: string) =>
  sql.raw(`not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`)

/**
 * The restore's reads of PostgreSQL's catalog and its changes to the schema's objects (backup/
 * dump-objects.ts, load-guard.ts, restoring-role.ts), all on the public schema, in the caller's
 * transaction.
 */
export function catalogRepository(db: Kysely<DB>) {
  const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(db)).rows
  return {
    /** Tables, sequences, indexes and views, but those of an extension; `kind` is pg_class.relkind. */
    relations: () =>
      rows(sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind from pg_class c
        where c.relnamespace = 'public'::regnamespace and ${notAnExtensions('pg_class', 'c.oid')}`),

    /** Every constraint with its table; `type` is pg_constraint.contype. */
    constraints: () =>
      rows(sql<{ tbl: string; name: string; type: string }>`
        select c.relname as tbl, k.conname as name, k.contype as type from pg_constraint k join pg_class c on c.oid = k.conrelid
        where c.relnamespace = 'public'::regnamespace`),

    /** The columns with a default that are not generated. */
    columnDefaults: () =>
      rows(sql<{ tbl: string; col: string }>`
        select c.relname as tbl, a.attname as col from pg_attrdef d
        join pg_class c on c.oid = d.adrelid join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where c.relnamespace = 'public'::regnamespace and a.attgenerated = ''`),

    /** The triggers the migrations made (not those behind constraints). */
    triggers: () =>
      rows(sql<{ tbl: string; name: string }>`
        select c.relname as tbl, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`),

    /** Functions as `name(argument types)`, but those of an extension. */
    functions: () =>
      rows(sql<{ name: string }>`
        select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and ${notAnExtensions('pg_proc', 'p.oid')}`),

    extensions: () => rows(sql<{ name: string }>`select extname as name from pg_extension where extnamespace = 'public'::regnamespace`),

    /** The foreign keys, names quoted, with their definitions. */
    foreignKeys: () =>
      rows(sql<{ tbl: string; name: string; def: string }>`
        select quote_ident(c.relname) as tbl, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as def
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace order by 1, 2`),

    /** The tables with triggers of their own, names quoted. */
    triggeredTables: () =>
      rows(sql<{ tbl: string }>`
        select distinct quote_ident(c.relname) as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = 'public'::regnamespace and not t.tgisinternal order by 1`),

    /** The indexes no constraint stands on, names quoted, with the statements that make them. */
    plainIndexes: () =>
      rows(sql<{ name: string; def: string }>`
        select quote_ident(i.relname) as name, pg_get_indexdef(i.oid) as def
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where i.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
        order by 1`),

    /** Names are quoted already (as the reads above answer them); `def` is the catalog's own definition. */
    async dropConstraint(tbl: string, name: string): Promise<void> {
      await sql`alter table ${sql.raw(tbl)} drop constraint ${sql.raw(name)}`.execute(db)
    },
    async addConstraint(tbl: string, name: string, def: string): Promise<void> {
      await sql`alter table ${sql.raw(tbl)} add constraint ${sql.raw(name)} ${sql.raw(def)}`.execute(db)
    },
    async dropIndex(name: string): Promise<void> {
      await sql`drop index ${sql.raw(name)}`.execute(db)
    },
    /** Runs a `create index` statement as pg_get_indexdef wrote it. */
    async createIndex(def: string): Promise<void> {
      await sql.raw(def).execute(db)
    },
    async setUserTriggers(tbl: string, enabled: boolean): Promise<void> {
      await sql`alter table ${sql.raw(tbl)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`.execute(db)
    },

    /** Who the connection is, whether a superuser, and the database's owner. */
    async connectedRole(): Promise<{ me: string; superuser: boolean; owner: string }> {
      const found = await rows(sql<{ me: string; superuser: boolean; owner: string }>`
        select current_user as me, r.rolsuper as superuser, o.rolname as owner
        from pg_database d join pg_roles o on o.oid = d.datdba join pg_roles r on r.rolname = current_user
        where d.datname = current_database()`)
      return found[0]!
    },

    /** Whether the role is a superuser, or undefined when there is no role of that name. */
    async roleIsSuperuser(role: string): Promise<boolean | undefined> {
      const found = await rows(sql<{ superuser: boolean }>`select rolsuper as superuser from pg_roles where rolname = ${role}`)
      return found[0]?.superuser
    },

    /** `SET LOCAL ROLE`: the rest of the transaction acts as `role`. */
    async setLocalRole(role: string): Promise<void> {
      await sql`set local role ${sql.id(role)}`.execute(db)
    },
  }
}
