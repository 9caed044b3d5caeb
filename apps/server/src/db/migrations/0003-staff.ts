import { sql, type Kysely } from 'kysely'

/**
 * Staff identity: accounts with the seed's role codes and their scopes, sessions in the
 * database (every instance sees them), CAS users who tried without an account, and the append-only audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_user (
    id serial primary key,
    username text not null,
    name text not null default '',
    source text not null default 'local' check (source in ('local', 'cas')),
    password_hash text,
    must_change_password boolean not null default false,
    user_type text not null default '',
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_sign_in_at timestamptz
  )`.execute(db)
  // CAS servers compare user names without regard to case; so do we, so "Alice" cannot shadow "alice".
  await sql`create unique index staff_user_username on staff_user (lower(username))`.execute(db)

  await sql`create table staff_role (
    user_id integer not null references staff_user (id),
    code integer not null check (code in (10, 21, 40, 999999)),
    primary key (user_id, code)
  )`.execute(db)
  await sql`create table staff_scope (
    user_id integer not null references staff_user (id),
    kind text not null check (kind in ('section', 'conference')),
    ref_id integer not null,
    primary key (user_id, kind, ref_id)
  )`.execute(db)
  // The seed's group.groupadmin: the one account that administers a team's page.
  await sql`alter table team add column group_admin_id integer references staff_user (id)`.execute(db)

  // The cookie holds a random id; the table holds only its SHA-256, so a copy of the table opens no session.
  await sql`create table staff_session (
    id_hash text primary key,
    user_id integer not null references staff_user (id),
    csrf_token text not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    cas_ticket_hash text,
    address text not null default '',
    user_agent text not null default ''
  )`.execute(db)
  await sql`create index staff_session_user on staff_session (user_id)`.execute(db)
  await sql`create index staff_session_ticket on staff_session (cas_ticket_hash) where cas_ticket_hash is not null`.execute(db)

  await sql`create table staff_access_request (
    id serial primary key,
    username text not null,
    name text not null default '',
    attempts integer not null default 1,
    first_at timestamptz not null default now(),
    last_at timestamptz not null default now(),
    address text not null default ''
  )`.execute(db)
  await sql`create unique index staff_access_request_username on staff_access_request (lower(username))`.execute(db)

  await sql`create table audit_log (
    id bigserial primary key,
    at timestamptz not null default now(),
    user_id integer,
    username text not null,
    action text not null,
    entity text not null default '',
    entity_id text,
    address text not null default '',
    summary text not null default ''
  )`.execute(db)
  await sql`create index audit_log_at on audit_log (at desc, id desc)`.execute(db)
  await sql`create index audit_log_user on audit_log (lower(username), at desc)`.execute(db)
  // The brute-force limit counts failed sign-ins from the log itself (one write per failure, shared
  // by every instance): per account since its last success, and per client address.
  await sql`create index audit_log_sign_in_user on audit_log (lower(username), at) where action in ('signIn', 'signInFailed')`.execute(db)
  await sql`create index audit_log_sign_in_address on audit_log (address, at) where action = 'signInFailed'`.execute(db)
  // Append-only whoever writes: no code path (nor a mistaken query) can change or remove a line.
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db)
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db)
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db)
  await sql`drop function audit_log_append_only()`.execute(db)
  await sql`drop table staff_access_request, staff_session`.execute(db)
  await sql`alter table team drop column group_admin_id`.execute(db)
  await sql`drop table staff_scope, staff_role, staff_user`.execute(db)
}
