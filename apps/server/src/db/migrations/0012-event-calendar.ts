import { sql, type Kysely } from 'kysely'

/**
 * Academic events as calendars. An event can be cancelled: it stays public, marked so, and
 * calendars show it struck through (`STATUS:CANCELLED`). `ical_sequence` is the event's iCalendar
 * SEQUENCE: a calendar replaces its copy of an event only when the number rises, so a trigger raises
 * it whenever an event's public row changes its title, subtitle, time, place, cancellation or state,
 * whatever writes the row (approval in the console, an import, a script). The public row changes only
 * when something is published or withdrawn: working copies live in article_draft.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table article
    add column cancelled_at timestamptz,
    add column ical_sequence integer not null default 0`.execute(db)
  await sql`create function article_ical_sequence() returns trigger language plpgsql as $$
    begin
      if new.kind = 'event' and (
        new.title_zh is distinct from old.title_zh or new.title_en is distinct from old.title_en
        or new.sub_title_zh is distinct from old.sub_title_zh or new.sub_title_en is distinct from old.sub_title_en
        or new.location_zh is distinct from old.location_zh or new.location_en is distinct from old.location_en
        or new.event_time is distinct from old.event_time
        or (new.cancelled_at is null) <> (old.cancelled_at is null)
        or new.status <> old.status
      ) then
        new.ical_sequence := old.ical_sequence + 1;
      end if;
      return new;
    end
  $$`.execute(db)
  await sql`create trigger article_ical_sequence before update on article
    for each row execute function article_ical_sequence()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger article_ical_sequence on article`.execute(db)
  await sql`drop function article_ical_sequence`.execute(db)
  await sql`alter table article drop column cancelled_at, drop column ical_sequence`.execute(db)
}
