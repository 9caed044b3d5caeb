import { EMAIL } from '@ibr/contract'
import addressparser from 'nodemailer/lib/addressparser'
import type { Env } from './env-readers.js'

/** Outgoing mail. */
export interface MailConfig {
  /** smtp:// or smtps:// with the account, e.g. smtp://user:pass@smtp.example.edu:587; '' keeps every message in the outbox. */
  smtpUrl: string
  /** The From of every message: a name and an address, or an address. */
  from: string
  /** Who hears of each new fault report and feedback message (HELPDESK_NOTIFY); none when empty. */
  helpdeskNotify: string[]
}

/** Who the site's messages come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Institute for Brain Research <no-reply@localhost>'

export function mailConfig(env: Env, problems: string[]): MailConfig {
  const smtpUrl = (env.SMTP_URL ?? '').trim()
  if (smtpUrl) {
    let url: URL | undefined
    try {
      url = new URL(smtpUrl)
    } catch {
      // Said below; the value itself is not repeated, since it may hold a password.
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
      problems.push('SMTP_URL must be an smtp:// or smtps:// address with a host, e.g. smtp://user:password@smtp.example.edu:587')
  }
  const from = (env.MAIL_FROM ?? '').trim() || DEFAULT_MAIL_FROM
  const parsed = addressparser(from, { flatten: true })
  if (parsed.length !== 1 || !/^[^@\s]+@[^@\s]+$/.test(parsed[0]!.address))
    problems.push(`MAIL_FROM must be one address, e.g. "Institute for Brain Research <no-reply@example.edu>", got "${from}"`)
  const helpdeskNotify = (env.HELPDESK_NOTIFY ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  for (const address of helpdeskNotify) {
    if (!EMAIL.test(address)) problems.push(`HELPDESK_NOTIFY must be e-mail addresses separated by commas, got "${address}"`)
  }
  return { smtpUrl, from, helpdeskNotify }
}
