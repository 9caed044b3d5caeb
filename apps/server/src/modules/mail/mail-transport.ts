import type nodemailer from 'nodemailer'
import type { MailConfig } from '../../config.js'

/**
 * The SMTP connection settings nodemailer reads from SMTP_URL (smtps:// is TLS from the start,
 * smtp:// takes STARTTLS when offered), with limits on each wait: nodemailer's own (two minutes to
 * connect, ten of silence) would outlast the job's five-minute lease, and another instance would
 * send the same message while the first still waits.
 */
const LIMITS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

type SmtpTransport = ReturnType<(typeof nodemailer)['createTransport']>

export type MailTransport = ReturnType<typeof mailTransport>

/**
 * The transport every message leaves by, From: MAIL_FROM; null without SMTP_URL (the outbox keeps them).
 * nodemailer is loaded by the first message sent, not at every server's start.
 */
export function mailTransport(config: MailConfig) {
  const { smtpUrl } = config
  if (!smtpUrl) return null
  let transport: Promise<SmtpTransport> | undefined
  return {
    async sendMail(message: Parameters<SmtpTransport['sendMail']>[0]) {
      transport ??= import('nodemailer').then(({ default: mailer }) =>
        mailer.createTransport({ url: smtpUrl, ...LIMITS }, { from: config.from }),
      )
      return (await transport).sendMail(message)
    },
  }
}
