import nodemailer from 'nodemailer'
import type { MailConfig } from '../../config.js'

/**
 * The SMTP connection settings nodemailer reads from SMTP_URL (smtps:// is TLS from the start,
 * smtp:// takes STARTTLS when offered), with limits on each wait: nodemailer's own (two minutes to
 * connect, ten of silence) would outlast the job's five-minute lease, and another instance would
 * send the same message while the first still waits.
 */
const LIMITS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

export type MailTransport = ReturnType<typeof mailTransport>

/** The transport every message leaves by, From: MAIL_FROM; null without SMTP_URL (the outbox keeps them). */
export function mailTransport(config: MailConfig) {
  if (!config.smtpUrl) return null
  return nodemailer.createTransport({ url: config.smtpUrl, ...LIMITS }, { from: config.from })
}
