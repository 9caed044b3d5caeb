import type { NotificationKind, Permission, PermissionScope, StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { jobRepository } from '../../jobs/job-repository.js'
import { loadRecipients } from './notification-recipients.js'
import { notificationsRepository } from './notifications-repository.js'

export const DELIVER_JOB = 'notifications.deliver'

/** What can happen within each kind; each has its sentence in the catalogues (`notifications.event.<kind>.<action>`). */
export const NOTIFICATION_ACTIONS = {
  reviewRequested: ['submitted'],
  reviewDecided: ['approved', 'partlyApproved', 'sentBack'],
  scheduleRan: ['published', 'unpublished', 'failed'],
  registration: ['received', 'waitlistMoved'],
  helpdeskReport: ['received'],
  helpdeskAssigned: ['assigned'],
  accessRequest: ['received'],
  backupFailed: ['failed'],
  brokenLinks: ['found'],
} as const satisfies Record<NotificationKind, readonly string[]>

export type NotificationAction<K extends NotificationKind> = (typeof NOTIFICATION_ACTIONS)[K][number]
/** The delivery job's limits, written with each job `notify` queues (the queue's definition repeats them). */
export const DELIVER_LIMITS = { maxAttempts: 5, leaseSeconds: 300 }

/**
 * Something staff may want to be told of. Who is told is worked out when it is delivered: the people
 * holding `audience.permission` in one of `audience.scopes` (the same `can()` the console's checks
 * use, so nobody hears of an item they may not see), narrowed to `audience.userIds` when given,
 * without `actorId`, each as they chose for `kind`.
 */
export type NotificationEvent = { [K in NotificationKind]: EventOf<K> }[NotificationKind]

interface EventOf<K extends NotificationKind> {
  kind: K
  /** What happened within the kind (NOTIFICATION_ACTIONS), worded in the mail. */
  action: NotificationAction<K>
  /** Who caused it: never told of their own action. */
  actorId?: number | null
  audience: {
    /** The right a person needs to see the item. */
    permission: Permission
    /** Where the item lives: a person qualifies in any one of them. Absent: the permission anywhere; empty: administrators only. */
    scopes?: readonly PermissionScope[]
    /** Only these people (an item's editors of this round, an assignee), still checked against the permission. */
    userIds?: readonly number[]
    /**
     * A kind's own check of who may see the item, where a permission and scopes do not say it (a
     * record kind's `access`): asked of each person who could be mailed, in the event's transaction.
     */
    may?: (user: StaffUser) => Promise<boolean>
  }
  /** The console address of the item (a path under /console, e.g. `/articles/12`); empty for none. */
  link: string
  /** The item's name in both languages (the English falls back to the Chinese). */
  title: { zh: string; en: string }
  /** A sentence the mail quotes as it is: a reviewer's comment, an error, a count. */
  detail?: string
}

/**
 * Records an event in `db`, the transaction of the change that caused it, and queues its delivery
 * there too: nothing is told of a change that rolled back, and one event is delivered once, by
 * whichever instance claims it.
 */
export async function notify(db: Kysely<DB>, event: NotificationEvent): Promise<void> {
  const { may, userIds } = event.audience
  let toUsers = userIds ?? null
  if (may) {
    const allowed: number[] = []
    for (const person of await loadRecipients(db)) {
      if ((!userIds || userIds.includes(person.user.id)) && (await may(person.user))) allowed.push(person.user.id)
    }
    toUsers = allowed
  }
  const id = await notificationsRepository(db).insertEvent({
    kind: event.kind,
    action: event.action,
    actorId: event.actorId ?? null,
    permission: event.audience.permission,
    scopes: event.audience.scopes ?? null,
    toUsers,
    link: event.link,
    titleZh: event.title.zh,
    titleEn: event.title.en || event.title.zh,
    detail: event.detail ?? '',
  })
  await jobRepository(db).insert({ name: DELIVER_JOB, payload: { event: id }, ...DELIVER_LIMITS })
}
