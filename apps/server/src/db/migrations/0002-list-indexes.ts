import { sql, type Kysely } from 'kysely'

/**
 * A section's list at scale. A page is read from article_menu_order; each row had to be
 * checked against the visibility rule (status + publish window) in article, also every row a deep
 * page skips (5,000 lookups at page 500: 34 ms against 0.7 ms for the index alone) and every row a
 * section's count reads. article_menu now carries the rule's columns, as it already carried
 * publish_at, in the index itself, kept equal to the article's by two triggers, whoever writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table article_menu
    add column status text not null default 'published',
    add column unpublish_at timestamptz`.execute(db)
  await sql`update article_menu am set status = a.status, publish_at = a.publish_at, unpublish_at = a.unpublish_at
    from article a where a.id = am.article_id`.execute(db)
  await sql`drop index article_menu_order`.execute(db)
  await sql`create index article_menu_order on article_menu (menu_id, pinned desc, publish_at desc, article_id desc)
    include (status, unpublish_at)`.execute(db)

  // A new placement takes the article's values (an article inserted by the same statement is not
  // visible yet: then the values given, or the defaults, stay).
  await sql`create function article_menu_take_visibility() returns trigger language plpgsql as $$
    declare a record;
    begin
      select status, publish_at, unpublish_at into a from article where id = new.article_id;
      if found then
        new.status := a.status;
        new.publish_at := a.publish_at;
        new.unpublish_at := a.unpublish_at;
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger article_menu_take_visibility before insert or update of article_id on article_menu
    for each row execute function article_menu_take_visibility()`.execute(db)
  await sql`create function article_give_visibility() returns trigger language plpgsql as $$
    begin
      update article_menu set status = new.status, publish_at = new.publish_at, unpublish_at = new.unpublish_at
        where article_id = new.id;
      return null;
    end $$`.execute(db)
  await sql`create trigger article_give_visibility after update of status, publish_at, unpublish_at on article
    for each row when (old.status is distinct from new.status or old.publish_at is distinct from new.publish_at
      or old.unpublish_at is distinct from new.unpublish_at)
    execute function article_give_visibility()`.execute(db)
  // Fresh statistics of the new columns, or the planner guesses (and a keyword's page may take a poor plan).
  await sql`analyze article_menu`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists article_give_visibility on article`.execute(db)
  await sql`drop function if exists article_give_visibility()`.execute(db)
  await sql`drop trigger if exists article_menu_take_visibility on article_menu`.execute(db)
  await sql`drop function if exists article_menu_take_visibility()`.execute(db)
  await sql`drop index article_menu_order`.execute(db)
  await sql`create index article_menu_order on article_menu (menu_id, pinned desc, publish_at desc, article_id desc)`.execute(db)
  await sql`alter table article_menu drop column status, drop column unpublish_at`.execute(db)
}
