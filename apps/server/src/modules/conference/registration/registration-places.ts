import type { RegistrationState } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { digest, randomToken } from '../../../auth/tokens.js'
import type { DB } from '../../../db/schema.js'
import type { MailService } from '../../mail/index.js'
import { fullOptions } from './registration-form.js'
import { notify } from '../../notifications/index.js'
import { sendRegistrationMail, type SiteLinks } from './registration-mail.js'
import { registrationMarksRepository } from './registration-marks-repository.js'
import { optionKey, registrationRepository, type ConferenceRecord, type RegistrationRecord } from './registration-repository.js'

/** What a registration's life needs besides its transaction: the mail, the site's address, a log. */
export interface RegistrationContext {
  db: Kysely<DB>
  mail: MailService
  links: SiteLinks
  log?: FastifyBaseLogger
  uploadMaxBytes: number
}

/** The state a registration arriving now gets: waiting when every place is taken, else pending or accepted. */
export function arrivalState(conference: ConferenceRecord, placesTaken: number): RegistrationState {
  if (conference.capacity !== null && placesTaken >= conference.capacity) return 'waiting'
  return conference.moderated ? 'pending' : 'accepted'
}

/**
 * A new key for the private link, for a message that carries it: only its digest is kept, so a later
 * message cannot repeat an earlier key; the newest message's link is the one that opens.
 */
export async function freshKey(trx: Kysely<DB>, registrationId: number): Promise<string> {
  const key = randomToken()
  await registrationMarksRepository(trx).setAccessKeyHash(registrationId, digest(key))
  return key
}

/**
 * Moves registrations up from the waiting list, oldest first, while places are free: each to
 * accepted, or pending when the conference moderates, and each is told. One whose chosen option is
 * full is passed over (it keeps its turn for when that option frees). Runs behind the conference's
 * lock, in the transaction that freed the place. `actorId`: the person whose step freed it, not told
 * of the list moving by their own hand. Answers the ids moved up.
 */
export async function promoteWaiting(
  ctx: RegistrationContext,
  trx: Kysely<DB>,
  conference: ConferenceRecord,
  actorId: number | null = null,
): Promise<number[]> {
  if (conference.capacity === null) return []
  const repo = registrationRepository(trx)
  let taken = await repo.placesTaken(conference.id)
  if (taken >= conference.capacity) return []
  const optionTaken = await repo.optionCounts(conference.id)
  const moved: number[] = []
  for (const waiting of await repo.waiting(conference.id)) {
    if (taken >= conference.capacity) break
    if (fullOptions(conference.form_fields, waiting.fields, optionTaken).length > 0) continue
    const state: RegistrationState = conference.moderated ? 'pending' : 'accepted'
    await repo.update(waiting.id, { state })
    taken += 1
    for (const [field, value] of Object.entries(waiting.fields)) {
      for (const v of Array.isArray(value) ? value : [value])
        optionTaken.set(optionKey(field, v), (optionTaken.get(optionKey(field, v)) ?? 0) + 1)
    }
    const key = await freshKey(trx, waiting.id)
    await sendRegistrationMail(
      ctx.mail,
      ctx.links,
      { kind: 'promoted', conference, registration: { ...waiting, state }, key },
      trx,
      ctx.log,
    )
    await notify(trx, {
      kind: 'registration',
      action: 'waitlistMoved',
      actorId,
      audience: { permission: 'conference.review', scopes: [{ conference: conference.id }] },
      link: `/registrations?conference=${conference.menu_id}`,
      title: { zh: conference.title_zh, en: conference.title_en },
      detail: waiting.email,
    })
    moved.push(waiting.id)
  }
  return moved
}

/** Whether leaving `from` for `to` gives up a place (so the waiting list may move). */
export const freesPlace = (from: RegistrationState, to: RegistrationState) =>
  (from === 'pending' || from === 'accepted') && !(to === 'pending' || to === 'accepted')

export type { RegistrationRecord }
