import type { Lang } from '@ibr/contract'
import { CONSOLE_BASE, NOTIFICATION_KINDS, type NotificationKind } from '@ibr/contract/staff'
import { message, type MessageKey } from '../../i18n/messages.js'
import type { OutgoingMail } from '../mail/index.js'
import type { EventRow } from './notifications-repository.js'
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js'

/** Where the one-click unsubscribe is answered, on the site's public address. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe'

/** The site's address links are built on, and the one person a message is for. */
export interface MailContext {
  origin: string
  to: { id: number; email: string; lang: Lang; tokenKey: string }
}

const titleOf = (event: EventRow, lang: Lang) => (lang === 'en' ? event.title_en || event.title_zh : event.title_zh)

/** The event in one sentence, in the person's language. */
export function eventSentence(event: EventRow, lang: Lang): string {
  return message(`notifications.event.${event.kind}.${event.action}` as MessageKey, { title: titleOf(event, lang) })[lang]
}

export const kindName = (kind: NotificationKind, lang: Lang) => message(`notifications.kind.${kind}`)[lang]

const consoleUrl = (origin: string, path: string) => `${origin}${CONSOLE_BASE.slice(0, -1)}${path}`

/** RFC 8058: the address a mail client POSTs `List-Unsubscribe=One-Click` to, and the header saying it may. */
function unsubscribe(context: MailContext, target: UnsubscribeTarget) {
  const url = `${context.origin}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(context.to.tokenKey, context.to.id, target)}`
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}

function eventLines(event: EventRow, lang: Lang, origin: string): string[] {
  return [
    eventSentence(event, lang),
    ...(event.detail ? [message('notifications.mail.detail', { detail: event.detail })[lang]] : []),
    ...(event.link ? [message('notifications.mail.open', { url: consoleUrl(origin, event.link) })[lang]] : []),
  ]
}

/** One event, mailed at once, with the unsubscribe of its kind. */
export function immediateMail(event: EventRow, context: MailContext): OutgoingMail {
  const { lang } = context.to
  const stop = unsubscribe(context, event.kind)
  const account = consoleUrl(context.origin, '/account')
  return {
    to: context.to.email,
    lang,
    kind: `notification.${event.kind}`,
    subject: eventSentence(event, lang),
    text: [
      ...eventLines(event, lang, context.origin),
      '--',
      message('notifications.mail.why', { kind: kindName(event.kind, lang), url: account })[lang],
      message('notifications.mail.stop', { url: stop.url })[lang],
    ].join('\n\n'),
    headers: stop.headers,
  }
}

/** The events waiting for one person, grouped by kind in the order of NOTIFICATION_KINDS. */
export function digestMail(events: readonly EventRow[], context: MailContext): OutgoingMail {
  const { lang } = context.to
  const stop = unsubscribe(context, 'digest')
  const groups = NOTIFICATION_KINDS.flatMap((kind) => {
    const mine = events.filter((e) => e.kind === kind)
    if (mine.length === 0) return []
    return [[`## ${kindName(kind, lang)}`, ...mine.map((e) => eventLines(e, lang, context.origin).join('\n'))].join('\n\n')]
  })
  const count = events.length
  return {
    to: context.to.email,
    lang,
    kind: 'notification.digest',
    subject: message('notifications.digest.subject', { count })[lang],
    text: [
      message('notifications.digest.intro', { count })[lang],
      ...groups,
      '--',
      message('notifications.digest.why', { url: consoleUrl(context.origin, '/account') })[lang],
      message('notifications.digest.stop', { url: stop.url })[lang],
    ].join('\n\n'),
    headers: stop.headers,
  }
}
