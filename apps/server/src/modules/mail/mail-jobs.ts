import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { MailConfig } from '../../config.js'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { mailRepository } from './mail-repository.js'
import { mailTransport } from './mail-transport.js'

export const MAIL_SEND_JOB = 'mail.send'

/**
 * Eight tries, the pause between them a minute and doubling up to an hour (the queue's rule): an SMTP
 * server down for about two hours loses nothing; after that the message is failed until someone sends it again.
 */
const MAX_ATTEMPTS = 8
const RETRY_SECONDS = 60

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The job that hands one message to the SMTP server, or keeps it in the outbox when none is set.
 * A message already sent, kept or given up is left as it is, so a job run twice sends once (unless
 * the worker stops between the SMTP server's answer and the write that records it).
 */
export function mailJobs(deps: { db: Kysely<DB>; config: { mail: MailConfig } }, log: FastifyBaseLogger): JobDefinition[] {
  const transport = mailTransport(deps.config.mail)
  const send: JobDefinition<{ id: number }> = {
    name: MAIL_SEND_JOB,
    maxAttempts: MAX_ATTEMPTS,
    retrySeconds: RETRY_SECONDS,
    run: async ({ id }) => {
      const repo = mailRepository(deps.db)
      const message = await repo.toSend(id)
      if (!message) return
      if (!transport) {
        await repo.keepInOutbox(id)
        return
      }
      try {
        const info = await transport.sendMail({
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          ...(message.html === null ? {} : { html: message.html }),
          headers: { ...message.headers, 'Content-Language': message.lang === 'en' ? 'en' : 'zh-CN' },
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
            encoding: 'base64',
          })),
        })
        log.info({ mail: id, messageId: info.messageId }, 'mail sent')
      } catch (error) {
        await repo.recordFailure(id, reason(error))
        throw error
      }
      await repo.markSent(id)
    },
    givenUp: async ({ id }, error) => {
      await mailRepository(deps.db).markFailed(id, error)
    },
  }
  return [send]
}
