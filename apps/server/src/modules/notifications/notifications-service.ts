import type { Lang } from '@ibr/contract'
import {
  DEFAULT_DIGEST_HOUR,
  notificationKindsFor,
  type NotificationKind,
  type NotificationPrefsRet,
  type NotificationPrefsSaveBody,
  type StaffUser,
} from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { loadStaffUser } from '../../auth/staff-identity.js'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { deliverEvents, sendDigests, type DeliveryDeps } from './notification-delivery.js'
import { kindName } from './notification-mail.js'
import { modeOf } from './notification-recipients.js'
import { notificationsRepository } from './notifications-repository.js'
import { DELIVER_JOB, DELIVER_LIMITS } from './notify.js'
import { newTokenKey, readToken, verifyToken, type UnsubscribeTarget } from './unsubscribe-token.js'

export const DIGEST_JOB = 'notifications.digest'
const PURGE_JOB = 'notifications.purge'
/**
 * The digest job looks every quarter of an hour for people whose hour it is: a recurring job's
 * period runs from its first time, not from the top of the hour, so an hourly one that fell late
 * could pass over a whole hour of the site's clock.
 */
const DIGEST_EVERY_SECONDS = 15 * 60
/** Delivered events are kept a month (a digest still waiting keeps its events). */
const KEPT_DAYS = 30

/** What the unsubscribe page shows for a token: whom and what it stops, when it is genuine. */
export interface UnsubscribeCheck {
  userId: number
  target: UnsubscribeTarget
  lang: Lang
}

/**
 * Staff notifications (docs/notifications.md): one's own choices per kind, the console language
 * mail is written in, the one-click unsubscribe, and the jobs that deliver recorded events and send
 * the daily digests. Events are recorded by `notify(trx, event)` wherever they happen.
 */
export function notificationService(deps: DeliveryDeps) {
  const repo = () => notificationsRepository(deps.db)

  /** The person behind a token, when its signature is theirs. */
  async function checked(token: string): Promise<UnsubscribeCheck | null> {
    const read = readToken(token)
    if (!read) return null
    const [setting, person] = await Promise.all([repo().setting(read.userId), repo().person(read.userId)])
    if (!setting || !person || !verifyToken(setting.token_key, read)) return null
    return { userId: read.userId, target: read.target, lang: person.lang }
  }

  /** The kinds a person now receives in the digest (their choices, or their roles' defaults). */
  async function digestKinds(userId: number): Promise<NotificationKind[]> {
    const [user, choices] = await Promise.all([loadStaffUser(deps.db, userId, 'zh'), repo().choices([userId])])
    if (!user) return []
    const mine = choices.get(userId) ?? new Map()
    return notificationKindsFor(user).filter((kind) => modeOf({ user, choices: mine }, kind) === 'digest')
  }

  async function preferences(user: StaffUser): Promise<NotificationPrefsRet> {
    const [setting, choices, person] = await Promise.all([repo().setting(user.id), repo().choices([user.id]), repo().person(user.id)])
    const mine = choices.get(user.id) ?? new Map()
    return {
      digestHour: setting?.digest_hour ?? DEFAULT_DIGEST_HOUR,
      timeZone: deps.timeZone,
      kinds: notificationKindsFor(user).map((kind) => ({ kind, mode: modeOf({ user, choices: mine }, kind) })),
      hasEmail: Boolean(person?.email),
    }
  }

  return {
    /** One's choices for every kind one's roles can receive, defaults filled, and one's digest hour. */
    preferences,

    /** Saves one's own choices; a kind one's roles cannot receive refuses the whole request. */
    async save(user: StaffUser, lang: Lang, body: NotificationPrefsSaveBody): Promise<NotificationPrefsRet> {
      const allowed = notificationKindsFor(user)
      const index = body.kinds.findIndex((c) => !allowed.includes(c.kind))
      if (index >= 0) {
        throw badRequest('notifications.kindNotYours', { kind: kindName(body.kinds[index]!.kind, lang) }, `kinds.${index}.kind`)
      }
      await deps.db.transaction().execute(async (trx) => {
        const r = notificationsRepository(trx)
        await r.saveDigestHour(user.id, body.digestHour, newTokenKey())
        await r.saveChoices(user.id, body.kinds)
      })
      return preferences(user)
    },

    /** Remembers the language the person now uses the console in: their mail is written in it. */
    async setLang(user: StaffUser, lang: Lang): Promise<void> {
      await repo().setLang(user.id, lang)
    },

    /** What a token stops, when genuine (the GET page shows it and changes nothing). */
    check: checked,

    /** Sets the token's kind (or every kind in the digest) to never for its person only; false for a token that is not genuine. */
    async unsubscribe(token: string): Promise<UnsubscribeCheck | null> {
      const found = await checked(token)
      if (!found) return null
      const kinds = found.target === 'digest' ? await digestKinds(found.userId) : [found.target]
      if (kinds.length > 0) await repo().unsubscribe(found.userId, kinds)
      return found
    },

    deliver: () => deliverEvents(deps),
    /** Sends the digests due at `now`; the job passes the clock, tests a chosen time. */
    digest: (now: Date) => sendDigests(deps, now),
  }
}

export type NotificationService = ReturnType<typeof notificationService>

/** The jobs: delivering recorded events (queued by `notify`, and every minute in case one was missed), the digests, the purge. */
export function notificationJobs(service: () => NotificationService, db: Kysely<DB>, log: FastifyBaseLogger): JobDefinition[] {
  const deliver: JobDefinition<{ event?: number }> = {
    name: DELIVER_JOB,
    ...DELIVER_LIMITS,
    everySeconds: 60,
    run: async () => {
      const count = await service().deliver()
      if (count > 0) log.info({ events: count }, 'notifications delivered')
    },
  }
  const digest: JobDefinition = {
    name: DIGEST_JOB,
    everySeconds: DIGEST_EVERY_SECONDS,
    run: async () => {
      const sent = await service().digest(new Date())
      if (sent > 0) log.info({ digests: sent }, 'notification digests sent')
    },
  }
  const purge: JobDefinition = {
    name: PURGE_JOB,
    everySeconds: 24 * 3600,
    run: () => notificationsRepository(db).purgeOld(KEPT_DAYS),
  }
  return [deliver, digest, purge]
}
