import type { Lang } from '@ibr/contract'
import type { MailStatus } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB, MailAttachmentJson } from '../../db/schema.js'

/** What a message says and to whom, as written and as listed. */
interface MailContent {
  recipient: string
  subject: string
  text: string
  html: string | null
  lang: Lang
  kind: string
}

/** A message as it is written: the attachments already in base64. */
export interface NewMailRow extends MailContent {
  headers: Readonly<Record<string, string>>
  attachments: MailAttachmentJson[]
}

/** A message as the outbox lists it: its attachments without their bytes. */
export interface MailRow extends MailContent {
  id: number
  attachments: Omit<MailAttachmentJson, 'content'>[]
  status: MailStatus
  attempts: number
  last_error: string | null
  created_at: Date
  sent_at: Date | null
}

const ERROR_MAX = 2000

/** SQL over `mail_message`. Takes a transaction as well. */
export function mailRepository(db: Kysely<DB>) {
  const listed = () =>
    db.selectFrom('mail_message').select([
      'id',
      'recipient',
      'subject',
      'text',
      'html',
      'lang',
      'kind',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      // The bytes stay in the database: a page of the outbox does not carry every attachment.
      sql<MailRow['attachments']>`(select coalesce(jsonb_agg(a.file - 'content' order by a.n), '[]'::jsonb)
          from jsonb_array_elements(attachments) with ordinality as a(file, n))`.as('attachments'),
    ])

  return {
    async insert(row: NewMailRow): Promise<number> {
      const { id } = await db
        .insertInto('mail_message')
        .values({ ...row, headers: JSON.stringify(row.headers), attachments: JSON.stringify(row.attachments) })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    async list(page: number, pageSize: number): Promise<{ total: number; rows: MailRow[] }> {
      const [count, rows] = await Promise.all([
        db
          .selectFrom('mail_message')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        listed()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return { total: Number(count.n), rows }
    },

    /** Messages waiting to be sent (first try or a retry) and messages given up (the metrics; index mail_message_unsent). */
    async countUnsent(): Promise<{ queued: number; failed: number }> {
      const row = await db
        .selectFrom('mail_message')
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('status', '=', 'queued').as('queued'),
          eb.fn.countAll<string>().filterWhere('status', '=', 'failed').as('failed'),
        ])
        .where('status', 'in', ['queued', 'failed'])
        .executeTakeFirstOrThrow()
      return { queued: Number(row.queued), failed: Number(row.failed) }
    },

    find(id: number): Promise<MailRow | undefined> {
      return listed().where('id', '=', id).executeTakeFirst()
    },

    /** A message still to be sent, with its attachments' bytes; undefined once it was sent, kept or given up. */
    toSend(id: number) {
      return db
        .selectFrom('mail_message')
        .select(['id', 'recipient', 'subject', 'text', 'html', 'lang', 'headers', 'attachments'])
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst()
    },

    /** The row's status, locked until the transaction ends: two resends of one message do not cross. */
    lock(id: number) {
      return db
        .selectFrom('mail_message')
        .select(['id', 'status', 'recipient', 'subject'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
    },

    async markSent(id: number): Promise<void> {
      await db
        .updateTable('mail_message')
        .set((eb) => ({ status: 'sent', sent_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute()
    },

    async keepInOutbox(id: number): Promise<void> {
      await db.updateTable('mail_message').set({ status: 'outbox' }).where('id', '=', id).where('status', '=', 'queued').execute()
    },

    /** One try that the SMTP server or the connection refused; the message stays queued for the next. */
    async recordFailure(id: number, error: string): Promise<void> {
      await db
        .updateTable('mail_message')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, ERROR_MAX) }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute()
    },

    /** No try is left: the message waits for someone to send it again. */
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .updateTable('mail_message')
        .set({ status: 'failed', last_error: error.slice(0, ERROR_MAX) })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute()
    },

    async requeue(id: number): Promise<void> {
      await db.updateTable('mail_message').set({ status: 'queued' }).where('id', '=', id).execute()
    },
  }
}
