// Staff accounts, their roles, scopes, sessions, devices and sign-in links, and the audit log.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely'
import type { Lang } from '@ibr/contract'
import type { Def, Timestamp } from './columns.js'

export interface StaffUserTable {
  id: Generated<number>
  username: string
  name: Def<string>
  source: Def<'local' | 'cas'>
  password_hash: string | null
  must_change_password: Def<boolean>
  user_type: Def<string>
  active: Def<boolean>
  created_at: Timestamp
  updated_at: Timestamp
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Where sign-in links and notifications go; null when unknown. */
  email: ColumnType<string | null, string | null | undefined, string | null>
  /** The console language the person last chose: their notifications are written in it. */
  lang: Def<Lang>
}

export interface StaffRoleTable {
  user_id: number
  code: number
}

export interface StaffScopeTable {
  user_id: number
  kind: 'section' | 'conference'
  ref_id: number
}

export interface StaffSessionTable {
  id_hash: string
  user_id: number
  csrf_token: string
  created_at: Timestamp
  last_seen_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  cas_ticket_hash: string | null
  address: Def<string>
  user_agent: Def<string>
}

export interface StaffAccessRequestTable {
  id: Generated<number>
  username: string
  name: Def<string>
  attempts: Def<number>
  first_at: Timestamp
  last_at: Timestamp
  address: Def<string>
}

/** A browser that signed in to the account: the digest of its device token. */
export interface StaffDeviceTable {
  token_hash: string
  user_id: number
  issued_at: Def<Date>
  /** Wrong passwords sent with this token; past a few it is no longer a known browser. */
  failures: Def<number>
}

/** A one-time sign-in link sent by e-mail: the digest of its token, the account, until when it is good. */
export interface StaffSignInLinkTable {
  token_hash: string
  user_id: number
  created_at: Def<Date>
  expires_at: Date
}

/** A password being checked now (auth/attempt-guard.ts): counted as a failure until its outcome is written. */
export interface StaffAuthAttemptTable {
  id: GeneratedAlways<string>
  kind: 'signIn' | 'passwordChange'
  username: string
  user_id: number | null
  address: Def<string>
  at: Def<Date>
}

export interface AuditLogTable {
  id: Generated<string>
  at: Timestamp
  user_id: number | null
  username: string
  action: string
  entity: Def<string>
  entity_id: string | null
  address: Def<string>
  summary: Def<string>
}
