import { sql, type Kysely } from 'kysely'

/**
 * Site search, third part (docs/search-and-sharing.md): core facilities and conferences in
 * the index. Queued by triggers like articles and teams, so the records workflow (publish, archive),
 * a conference's approval and any other write keep the index current in the change's own
 * transaction. A conference's programme is part of its text: a change to one of its days or sessions
 * queues the conference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function search_enqueue_facility() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('facility', case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end
  $$`.execute(db)
  await sql`create function search_enqueue_meeting() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('meeting', case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end
  $$`.execute(db)
  await sql`create function search_enqueue_meeting_tag() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('meeting', case when tg_op = 'DELETE' then old.meeting_id else new.meeting_id end);
      return null;
    end
  $$`.execute(db)
  // A session names its day only; a day removed with its sessions has queued its conference itself.
  await sql`create function search_enqueue_meeting_session() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('meeting', t.meeting_id) from meeting_tag t
        where t.id = case when tg_op = 'DELETE' then old.tag_id else new.tag_id end;
      return null;
    end
  $$`.execute(db)
  await sql`create trigger facility_search after insert or update or delete on facility
    for each row execute function search_enqueue_facility()`.execute(db)
  await sql`create trigger meeting_search after insert or update or delete on meeting
    for each row execute function search_enqueue_meeting()`.execute(db)
  await sql`create trigger meeting_tag_search after insert or update or delete on meeting_tag
    for each row execute function search_enqueue_meeting_tag()`.execute(db)
  await sql`create trigger meeting_session_search after insert or update or delete on meeting_session
    for each row execute function search_enqueue_meeting_session()`.execute(db)
  await sql`insert into search_queue (kind, ref_id) select 'facility', id from facility on conflict do nothing`.execute(db)
  await sql`insert into search_queue (kind, ref_id) select 'meeting', id from meeting on conflict do nothing`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger meeting_session_search on meeting_session`.execute(db)
  await sql`drop trigger meeting_tag_search on meeting_tag`.execute(db)
  await sql`drop trigger meeting_search on meeting`.execute(db)
  await sql`drop trigger facility_search on facility`.execute(db)
  await sql`drop function search_enqueue_meeting_session`.execute(db)
  await sql`drop function search_enqueue_meeting_tag`.execute(db)
  await sql`drop function search_enqueue_meeting`.execute(db)
  await sql`drop function search_enqueue_facility`.execute(db)
  await sql`delete from search_queue where kind in ('facility', 'meeting')`.execute(db)
  // Their words stay counted in search_word: a correction to a word no row holds finds nothing more, so it is never offered.
  await sql`delete from search_doc where kind in ('facility', 'meeting')`.execute(db)
}
