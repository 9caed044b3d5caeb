import { sql, type Kysely } from 'kysely'

/**
 * The mail the site sends (docs/mail.md). A message is written with the change that causes
 * it, in the same transaction, and a `mail.send` job hands it to the SMTP server later; without one it
 * stays here as the outbox. Attachments are kept whole (base64) so a retry, or a resend weeks later,
 * sends the same bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mail_message (
    id serial primary key,
    recipient text not null,
    subject text not null,
    text text not null,
    html text,
    lang text not null check (lang in ('zh', 'en')),
    attachments jsonb not null default '[]',
    kind text not null default '',
    status text not null default 'queued' check (status in ('queued', 'sent', 'outbox', 'failed')),
    attempts integer not null default 0,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db)
  // The console pages through every message newest first.
  await sql`create index mail_message_newest on mail_message (created_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_message`.execute(db)
}
