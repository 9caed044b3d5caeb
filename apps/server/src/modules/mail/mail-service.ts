import type { Lang } from '@ibr/contract'
import type { MailMessage, MailOutboxRet, StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, notFound } from '../../http/app-error.js'
import type { JobQueue } from '../../jobs/job-queue.js'
import { recordActorAudit } from '../audit/index.js'
import { MAIL_SEND_JOB } from './mail-jobs.js'
import { presentMail } from './mail-presenter.js'
import { mailRepository } from './mail-repository.js'

/** A message to send, written in the recipient's language. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  lang: Lang
  /** Why it is sent, e.g. `registration.received`. */
  kind: string
  /** Text content (an .ics) is sent as UTF-8. */
  attachments?: readonly { filename: string; contentType: string; content: Buffer | string }[]
  /** Extra headers sent as they are, e.g. List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>
}

export interface SendOptions {
  /** The transaction of the change that causes the message: it exists only if that change commits. */
  db?: Kysely<DB>
}

/** Who acts, from where: a resend is written to the audit log in their name. */
export interface MailActor {
  user: StaffUser
  address: string
}

/** Messages waiting to be sent and messages given up, counted: what the metrics report of the mail. */
export function countUnsentMail(db: Kysely<DB>): Promise<{ queued: number; failed: number }> {
  return mailRepository(db).countUnsent()
}

const noSuchMessage = () => notFound('mail.notFound')

/**
 * The mail the site sends (docs/mail.md). Other modules call `send` inside the transaction of their
 * own write; the message is handed to the SMTP server by a job afterwards, so a slow or refusing
 * server never holds up, or undoes, that write.
 */
export function mailService(db: Kysely<DB>, jobs: JobQueue) {
  const enqueue = (id: number, executor: Kysely<DB>) =>
    jobs.enqueue(MAIL_SEND_JOB, { id }, { db: executor, uniqueKey: `${MAIL_SEND_JOB}:${id}` })

  async function found(id: number): Promise<MailMessage> {
    const row = await mailRepository(db).find(id)
    if (!row) throw noSuchMessage()
    return presentMail(row)
  }

  return {
    /** Writes the message and queues its sending, in `options.db` when given; answers its id. */
    async send(message: OutgoingMail, options: SendOptions = {}): Promise<number> {
      const write = async (executor: Kysely<DB>) => {
        const id = await mailRepository(executor).insert({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          lang: message.lang,
          kind: message.kind,
          headers: message.headers ?? {},
          attachments: (message.attachments ?? []).map((file) => {
            const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content
            return { filename: file.filename, contentType: file.contentType, size: bytes.length, content: bytes.toString('base64') }
          }),
        })
        await enqueue(id, executor)
        return id
      }
      return options.db ? write(options.db) : db.transaction().execute(write)
    },

    /** Every message, sent or not, newest first. */
    async outbox(page: number, pageSize: number): Promise<MailOutboxRet> {
      const { total, rows } = await mailRepository(db).list(page, pageSize)
      return { total, list: rows.map(presentMail) }
    },

    /** Queues a failed message again, with its audit line; any other is refused, and nothing is written. */
    async resend(actor: MailActor, id: number): Promise<MailMessage> {
      await db.transaction().execute(async (trx) => {
        const repo = mailRepository(trx)
        const row = await repo.lock(id)
        if (!row) throw noSuchMessage()
        if (row.status !== 'failed') throw new AppError('conflict', 'mail.notFailed')
        await repo.requeue(id)
        await enqueue(id, trx)
        await recordActorAudit(trx, actor, {
          action: 'mailResend',
          entity: 'mail',
          entityId: id,
          summary: `${row.recipient}: ${row.subject}`,
        })
      })
      return found(id)
    },
  }
}

export type MailService = ReturnType<typeof mailService>
