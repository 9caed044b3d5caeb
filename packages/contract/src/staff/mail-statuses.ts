/**
 * Where a message the site sends stands: waiting for its first try or a retry (`queued`),
 * handed to the SMTP server (`sent`), kept in the database because no SMTP server is set (`outbox`),
 * or given up after its last try (`failed`, until someone sends it again).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'outbox', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
