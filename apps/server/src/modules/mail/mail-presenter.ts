import type { MailMessage } from '@ibr/contract/staff'
import type { MailRow } from './mail-repository.js'

export function presentMail(row: MailRow): MailMessage {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    lang: row.lang,
    kind: row.kind,
    attachments: row.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.size })),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  }
}
