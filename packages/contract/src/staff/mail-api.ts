/** The mail the site sends, as administrators read it: every message, newest first, and sending a failed one again. */
import Type, { type Static } from 'typebox'
import { body, Id, Nullable } from '../api/common.js'
import { LANGS } from '../lang.js'
import { MAIL_STATUSES } from './mail-statuses.js'
import { pageOf, Paging } from './paging.js'

export const MailAttachment = Type.Object(
  {
    filename: Type.String(),
    contentType: Type.String({ description: 'MIME type, e.g. text/calendar' }),
    size: Type.Integer({ description: 'bytes' }),
  },
  { description: 'a file sent with the message (its bytes stay on the server)' },
)
export type MailAttachment = Static<typeof MailAttachment>

export const MailMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String({ description: 'the recipient’s address' }),
  subject: Type.String(),
  text: Type.String({ description: 'the plain-text body' }),
  html: Nullable(Type.String({ description: 'the HTML body, as sent: show it only where scripts cannot run' })),
  lang: Type.Enum(LANGS, { description: 'the recipient’s language, the one the message is written in' }),
  kind: Type.String({ description: 'why it was sent, e.g. registration.received' }),
  attachments: Type.Array(MailAttachment),
  status: Type.Enum(MAIL_STATUSES, {
    description:
      'queued: waiting to be sent or retried; sent: handed to the SMTP server; outbox: kept here, no SMTP server is set; failed: given up',
  }),
  attempts: Type.Integer({ description: 'tries to hand it to the SMTP server so far' }),
  lastError: Nullable(Type.String({ description: 'what the SMTP server or the connection answered at the last failed try' })),
  createdAt: Type.String({ description: 'ISO 8601' }),
  sentAt: Nullable(Type.String({ description: 'ISO 8601, when the SMTP server took it' })),
})
export type MailMessage = Static<typeof MailMessage>

export const MailOutboxBody = body(Paging)
export type MailOutboxBody = Static<typeof MailOutboxBody>
export const MailOutboxRet = Type.Object(pageOf(MailMessage, 'every message, sent or not, newest first'))
export type MailOutboxRet = Static<typeof MailOutboxRet>

export const MailResendBody = body({ id: Id })
export type MailResendBody = Static<typeof MailResendBody>
export const MailResendRet = Type.Object({ message: MailMessage }, { description: 'the message, queued again' })
export type MailResendRet = Static<typeof MailResendRet>
