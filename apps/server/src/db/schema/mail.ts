// Mail the site sends and the staff notifications that feed it.
import type { ColumnType, Generated } from 'kysely'
import type { Lang } from '@ibr/contract'
import type { MailStatus } from '@ibr/contract/staff'
import type { Def, Timestamp } from './columns.js'

/** A file sent with a message: its bytes in base64, so every try sends the same. */
export interface MailAttachmentJson {
  filename: string
  contentType: string
  size: number
  content: string
}

/** A message the site sends (migration 0006). */
export interface MailMessageTable {
  id: Generated<number>
  recipient: string
  subject: string
  text: string
  html: string | null
  lang: Lang
  /** Read as the array; written as its JSON text. */
  attachments: ColumnType<MailAttachmentJson[], string | undefined, string>
  kind: Def<string>
  status: Def<MailStatus>
  attempts: Def<number>
  last_error: string | null
  created_at: Timestamp
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Extra headers (List-Unsubscribe…); read as the object, written as its JSON text. */
  headers: ColumnType<Record<string, string>, string | undefined, string>
}

/** A person's digest hour and the key their unsubscribe links are signed with (migration 0027). */
export interface NotificationSettingTable {
  user_id: number
  digest_hour: Def<number>
  token_key: string
  last_digest_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** A person's choice for one kind of notification; a kind without a row takes the role's default. */
export interface NotificationPreferenceTable {
  user_id: number
  kind: string
  mode: 'immediate' | 'digest' | 'never'
}

/** Something that happened, recorded in the transaction that caused it; delivered once by a job. */
export interface NotificationEventTable {
  id: Generated<number>
  kind: string
  action: Def<string>
  actor_id: number | null
  permission: string
  /** The scopes the item lives in (read as the array; null for a site-wide permission). */
  scopes: ColumnType<unknown, string | null, string | null>
  /** Only these people (read as the array), when the event names them. */
  to_users: ColumnType<unknown, string | null, string | null>
  link: Def<string>
  title_zh: Def<string>
  title_en: Def<string>
  detail: Def<string>
  created_at: Timestamp
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** An event waiting for one person's next digest. */
export interface NotificationPendingTable {
  user_id: number
  event_id: number
}
