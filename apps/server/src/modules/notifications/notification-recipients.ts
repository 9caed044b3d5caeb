import type { Lang } from '@ibr/contract'
import {
  can,
  defaultNotificationMode,
  isAdmin,
  isSuperUserType,
  notificationKindsFor,
  type NotificationKind,
  type NotificationMode,
  type Permission,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { loadStaffUsers } from '../../auth/staff-identity.js'
import type { DB } from '../../db/schema.js'
import { notificationsRepository, type EventRow } from './notifications-repository.js'

/** A person who may be told of events: an active account with an address, their rights and choices. */
export interface Recipient {
  user: StaffUser
  email: string
  lang: Lang
  choices: Map<string, NotificationMode>
}

/** Everyone who could be mailed, read once per delivery pass. */
export async function loadRecipients(db: Kysely<DB>): Promise<Recipient[]> {
  const repo = notificationsRepository(db)
  const people = await repo.mailable()
  const ids = people.map((p) => p.id)
  const [users, choices] = await Promise.all([loadStaffUsers(db, ids, 'zh'), repo.choices(ids)])
  return people.flatMap((p) => {
    const user = users.get(p.id)
    return user ? [{ user, email: p.email, lang: p.lang, choices: choices.get(p.id) ?? new Map<string, NotificationMode>() }] : []
  })
}

/** What a person chose for a kind, or their role's default; `never` for a kind their roles cannot receive. */
export function modeOf(person: Pick<Recipient, 'user' | 'choices'>, kind: NotificationKind): NotificationMode {
  if (!notificationKindsFor(person.user).includes(kind)) return 'never'
  return person.choices.get(kind) ?? defaultNotificationMode(person.user, kind)
}

/**
 * Whether this person may see the event's item: its permission in one of its scopes (none given:
 * anywhere; an empty list: administrators only), among the people it names, and not the one who acted.
 */
export function mayBeTold(person: Recipient, event: EventRow): boolean {
  if (person.user.id === event.actor_id) return false
  if (event.to_users && !event.to_users.includes(person.user.id)) return false
  const permission = event.permission as Permission
  if (!event.scopes) return can(person.user, permission)
  if (event.scopes.length === 0) return isAdmin(person.user.roles) || isSuperUserType(person.user.userType)
  return event.scopes.some((scope) => can(person.user, permission, scope))
}
