import { sql, type Kysely } from 'kysely'

/**
 * An approval whose publish time is still to come, on an item that is online, no longer overwrites
 * the public row (which took the item offline until that time): the approved version waits in
 * article_scheduled and replaces the public row when its time comes. article_draft.public_version
 * names the working copy's version the public row holds, so the console can say which one is online.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table article_draft add column public_version integer`.execute(db)
  // The last approval wrote the public row; an item never approved in the console shows its first revision, made from it.
  await sql`update article_draft d set public_version = coalesce(
      (select max(r.revision) from article_revision r where r.article_id = d.article_id and r.action = 'approve'),
      (select 1 from article a where a.id = d.article_id and a.status <> 'draft'))`.execute(db)
  await sql`create table article_scheduled (
    article_id integer primary key references article (id) on delete cascade,
    version integer not null,
    at timestamptz not null,
    doc jsonb not null,
    langs text[] not null,
    by_name text not null,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index article_scheduled_at on article_scheduled (at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table article_scheduled`.execute(db)
  await sql`alter table article_draft drop column public_version`.execute(db)
}
