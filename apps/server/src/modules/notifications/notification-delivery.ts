import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { MailService } from '../mail/index.js'
import { digestMail, immediateMail } from './notification-mail.js'
import { loadRecipients, mayBeTold, modeOf } from './notification-recipients.js'
import { notificationsRepository } from './notifications-repository.js'
import { newTokenKey } from './unsubscribe-token.js'

/** Events taken per transaction: a burst (a bulk approval) is delivered in a few short transactions. */
const BATCH = 50

export interface DeliveryDeps {
  db: Kysely<DB>
  mail: MailService
  /** The site's address, links are built on. */
  origin: string
  /** The site's time zone: digest hours are its hours. */
  timeZone: string
}

/**
 * Delivers recorded events: for each, the people who may see its item, each as they chose: a message
 * queued now, or a line for their next digest. The events are claimed (FOR UPDATE SKIP LOCKED) and
 * marked done in the transaction that queues their mail, so each is delivered once whichever instance
 * runs the job, and a failure leaves them for the next run.
 */
export async function deliverEvents(deps: DeliveryDeps): Promise<number> {
  let delivered = 0
  for (;;) {
    const taken = await deps.db.transaction().execute(async (trx) => {
      const repo = notificationsRepository(trx)
      const events = await repo.claimUnprocessed(BATCH)
      if (events.length === 0) return 0
      const people = await loadRecipients(trx)
      const keys = await repo.ensureSettings(
        people.map((p) => p.user.id),
        newTokenKey,
      )
      const pending: { userId: number; eventId: number }[] = []
      for (const event of events) {
        for (const person of people) {
          if (!mayBeTold(person, event)) continue
          const mode = modeOf(person, event.kind)
          if (mode === 'digest') pending.push({ userId: person.user.id, eventId: event.id })
          if (mode !== 'immediate') continue
          const to = { id: person.user.id, email: person.email, lang: person.lang, tokenKey: keys.get(person.user.id)!.tokenKey }
          await deps.mail.send(immediateMail(event, { origin: deps.origin, to }), { db: trx })
        }
      }
      await repo.savePending(pending)
      await repo.markProcessed(events.map((e) => e.id))
      return events.length
    })
    if (taken === 0) return delivered
    delivered += taken
  }
}

/** The hour it is at `now` in `timeZone` (0–23), and when that hour began. */
export function siteHour(now: Date, timeZone: string): { hour: number; began: Date } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((found, part) => (part.type === 'literal' ? found : { ...found, [part.type]: Number(part.value) }), {})
  const intoHour = ((parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + now.getMilliseconds()
  return { hour: parts.hour ?? 0, began: new Date(now.getTime() - intoHour) }
}

/**
 * Sends each person whose digest hour it is (in the site's time zone) what waits for them, once: the
 * person's settings row is locked, and the mail, the pending lines' removal and the time of this
 * digest are written in one transaction. A person with nothing waiting gets nothing, nor one who was
 * disabled, lost their address or their rights to an item since (checked again here).
 */
export async function sendDigests(deps: DeliveryDeps, now: Date): Promise<number> {
  const { hour, began } = siteHour(now, deps.timeZone)
  return deps.db.transaction().execute(async (trx) => {
    const repo = notificationsRepository(trx)
    const due = await repo.dueForDigest(hour, began)
    if (due.length === 0) return 0
    const people = new Map((await loadRecipients(trx)).map((p) => [p.user.id, p]))
    let sent = 0
    for (const { user_id: userId, token_key: tokenKey } of due) {
      const person = people.get(userId)
      const events = person ? (await repo.pendingFor(userId)).filter((e) => mayBeTold(person, e) && modeOf(person, e.kind) !== 'never') : []
      if (person && events.length > 0) {
        const to = { id: userId, email: person.email, lang: person.lang, tokenKey }
        await deps.mail.send(digestMail(events, { origin: deps.origin, to }), { db: trx })
        sent += 1
      }
      await repo.clearPending(userId)
      await repo.markDigest(userId)
    }
    return sent
  })
}
