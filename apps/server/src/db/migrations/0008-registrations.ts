import { sql, type Kysely } from 'kysely'

/**
 * Registrations end to end. A conference gains a registration window, a capacity with a
 * waiting list, moderation, a currency, per-conference mail templates and reminder timing; a
 * registration gains its state, its fee and payment, the decision, check-in, and the digest of the
 * key of its private link (the key itself is only ever in the registrant's e-mail).
 * Existing registrations were accepted on arrival: they start `accepted`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meeting
    add column reg_opens timestamptz,
    add column time_zone text not null default 'Asia/Shanghai',
    add column capacity integer check (capacity is null or capacity >= 0),
    add column moderated boolean not null default false,
    add column currency text not null default 'CNY',
    add column mail_templates jsonb not null default '{}',
    add column reminder_days integer not null default 3 check (reminder_days between 0 and 60),
    add column reminded_at timestamptz,
    add column purged_at timestamptz`.execute(db)

  await sql`alter table registration
    add column state text not null default 'accepted'
      check (state in ('pending', 'accepted', 'waiting', 'rejected', 'withdrawn')),
    add column fee integer not null default 0 check (fee >= 0),
    add column paid_at timestamptz,
    add column pay_reference text,
    add column paid_by integer references staff_user (id) on delete set null,
    add column decided_at timestamptz,
    add column decided_by integer references staff_user (id) on delete set null,
    add column comment text,
    add column checked_in_at timestamptz,
    add column checked_in_by integer references staff_user (id) on delete set null,
    add column access_key_hash text,
    add column reminded_at timestamptz,
    add column updated_at timestamptz not null default now()`.execute(db)
  // Stored forms gain the new keys of a field and of an option (docs: ConferenceFormField), so every
  // reader can rely on them.
  await sql`update meeting set form_fields = coalesce((
    select jsonb_agg(
      jsonb_build_object('min', null, 'max', null, 'accept', '[]'::jsonb, 'maxBytes', 0, 'unitFee', 0) || f
        || jsonb_build_object('options', coalesce((
          select jsonb_agg(jsonb_build_object('fee', 0, 'capacity', null) || o order by n)
          from jsonb_array_elements(f -> 'options') with ordinality as opts(o, n)), '[]'::jsonb))
      order by i)
    from jsonb_array_elements(form_fields) with ordinality as fs(f, i)), '[]'::jsonb)`.execute(db)
  // Lists filter by state newest first; the waiting list is served oldest first.
  await sql`create index registration_meeting_state on registration (meeting_id, state, created_at)`.execute(db)
  await sql`create index registration_file_file on registration_file (file_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index registration_file_file`.execute(db)
  await sql`drop index registration_meeting_state`.execute(db)
  await sql`alter table registration
    drop column state, drop column fee, drop column paid_at, drop column pay_reference, drop column paid_by,
    drop column decided_at, drop column decided_by, drop column comment, drop column checked_in_at,
    drop column checked_in_by, drop column access_key_hash, drop column reminded_at, drop column updated_at`.execute(db)
  await sql`alter table meeting
    drop column reg_opens, drop column time_zone, drop column capacity, drop column moderated, drop column currency,
    drop column mail_templates, drop column reminder_days, drop column reminded_at, drop column purged_at`.execute(db)
}
