import type { Lang } from '@ibr/contract'
import type { RegistrationMailKind } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { message, type MessageKey } from '../../../i18n/messages.js'
import type { MailService, OutgoingMail } from '../../mail/index.js'
import { conferenceIcs, qrPng } from './registration-documents.js'
import type { ConferenceRecord, RegistrationRecord } from './registration-repository.js'
import { formatFee, registrantName } from './registration-presenter.js'
import { loc } from '../../../lib/localise.js'

/** Where the site is reached from outside: the private link and the conference's page are built on it. */
export interface SiteLinks {
  origin: string
  product: string
}

export const privateLink = (links: SiteLinks, code: string, key: string) =>
  `${links.origin}/#/registration/${encodeURIComponent(code)}/${encodeURIComponent(key)}`
export const receiptLink = (links: SiteLinks, code: string, key: string) => `${privateLink(links, code, key)}/receipt`

/** The kinds whose message carries the conference as a calendar file. */
const WITH_CALENDAR: readonly RegistrationMailKind[] = ['received', 'accepted', 'promoted']

export interface RegistrationMailInput {
  kind: RegistrationMailKind
  conference: ConferenceRecord
  registration: Pick<RegistrationRecord, 'confirm_code' | 'email' | 'lang' | 'fields' | 'fee' | 'state' | 'pay_reference' | 'comment'>
  /** The private link's key, when this message carries the link. */
  key?: string
}

const datesOf = (c: ConferenceRecord) => (c.start_date === c.end_date ? c.start_date : `${c.start_date} – ${c.end_date}`)

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? params[name]! : whole))
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The plain text as HTML: paragraphs at blank lines, links made clickable, nothing else read as markup. */
export function textToHtml(text: string, lang: Lang): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p>${p}</p>`)
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><body>${paragraphs.join('\n')}</body></html>`
}

/**
 * The default text of a kind, composed from the catalogue's lines with the placeholders left in, so
 * a conference's own template and the default are filled the same way.
 */
function defaultTemplate(kind: RegistrationMailKind, lang: Lang, withLink: boolean, withFee: boolean, withComment: boolean) {
  const line = (key: MessageKey) => message(key, {})[lang]
  const lines = [line('registration.mail.greeting'), line(`registration.mail.${kind}.intro` as MessageKey)]
  if (kind === 'rejected' && withComment) lines.push(line('registration.mail.rejected.comment'))
  lines.push([line('registration.mail.code'), line('registration.mail.dates'), line('registration.mail.venue')].join('\n'))
  if (withFee && kind !== 'paid') lines.push(line('registration.mail.fee'))
  if (withLink) lines.push(line('registration.mail.link'))
  lines.push(line('registration.mail.signature'))
  return { subject: line(`registration.mail.${kind}.subject` as MessageKey), body: lines.join('\n\n') }
}

/**
 * Writes one registration message (docs/registrations.md) in the registrant's language, in the
 * transaction of the change that causes it: the conference's own template for the kind and
 * language when staff wrote one, the catalogue's otherwise.
 */
export async function sendRegistrationMail(
  mail: MailService,
  links: SiteLinks,
  input: RegistrationMailInput,
  trx: Kysely<DB>,
  log?: FastifyBaseLogger,
): Promise<void> {
  const { kind, conference, registration, key } = input
  const lang: Lang = registration.lang === 'en' ? 'en' : 'zh'
  const title = loc(conference, 'title', lang)
  const venue = loc(conference, 'venue', lang)
  const params: Record<string, string> = {
    name: registrantName(registration.fields) || registration.email,
    conference: title,
    code: registration.confirm_code,
    link: key ? privateLink(links, registration.confirm_code, key) : '',
    receipt: key ? receiptLink(links, registration.confirm_code, key) : '',
    fee: formatFee(registration.fee, conference.currency, lang),
    dates: datesOf(conference),
    venue,
    state: message(`registration.state.${registration.state}` as MessageKey)[lang],
    comment: registration.comment ?? '',
    reference: registration.pay_reference ?? '',
  }
  const custom = conference.mail_templates?.[kind]?.[lang]
  const template =
    custom && custom.subject.trim() && custom.body.trim()
      ? custom
      : defaultTemplate(kind, lang, Boolean(key), registration.fee > 0, Boolean(registration.comment))
  const text = fill(template.body, params)
  const attachments: NonNullable<OutgoingMail['attachments']>[number][] = []
  try {
    if (WITH_CALENDAR.includes(kind)) {
      const page = `${links.origin}/#/${links.product}Meeting/${conference.token}`
      const host = new URL(links.origin).hostname || 'localhost'
      attachments.push({
        filename: `${conference.token}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: conferenceIcs(conference, lang, page, host),
      })
    }
    if (registration.state === 'accepted' && (kind === 'accepted' || kind === 'promoted')) {
      attachments.push({
        filename: `${registration.confirm_code}.png`,
        contentType: 'image/png',
        content: await qrPng(registration.confirm_code),
      })
    }
  } catch (error) {
    // An attachment that cannot be made must not cost the registration its message, nor the registration itself.
    log?.error({ err: error, code: registration.confirm_code }, 'registration mail attachment failed')
  }
  await mail.send(
    {
      to: registration.email,
      lang,
      kind: `registration.${kind}`,
      subject: fill(template.subject, params).replace(/[\r\n]+/g, ' '),
      text,
      html: textToHtml(text, lang),
      attachments,
    },
    { db: trx },
  )
}
