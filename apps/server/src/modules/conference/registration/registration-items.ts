import { can, type RegistrationMailKind, type RegistrationState } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { AppError, notFound } from '../../../http/app-error.js'
import type { WorkflowItems } from '../../../workflow/workflow-runner.js'
import { sendRegistrationMail } from './registration-mail.js'
import { freesPlace, freshKey, promoteWaiting, type RegistrationContext } from './registration-places.js'
import { registrationRepository, type ConferenceRecord, type RegistrationRecord } from './registration-repository.js'

export const noRegistration = () => notFound('registration.notFound')

/** A registration as a decision sees it: its row and its conference, read behind the conference's lock. */
export interface RegistrationItem {
  row: RegistrationRecord
  conference: ConferenceRecord
}

/** What a decision writes besides the state its table leads to: the reviewer's comment. */
export interface RegistrationChange {
  comment: string | null
}

/** Locks a registration's conference until the transaction ends: a change that takes or frees places waits for the one before. */
export async function lockRegistration(trx: Kysely<DB>, id: number): Promise<void> {
  const repo = registrationRepository(trx)
  const found = await repo.find(id)
  if (!found) throw noRegistration()
  await repo.lockConference(found.meeting_id)
}

/** A registration and its conference, read behind the conference's lock. */
export async function loadRegistration(trx: Kysely<DB>, id: number): Promise<RegistrationItem> {
  const repo = registrationRepository(trx)
  const row = await repo.find(id)
  if (!row) throw noRegistration()
  return { row, conference: (await repo.conference(row.meeting_id))! }
}

/** The message a registrant gets when a decision moves them to this state (none back to pending). */
const DECISION_MAIL: Partial<Record<RegistrationState, RegistrationMailKind>> = {
  accepted: 'accepted',
  waiting: 'waiting',
  rejected: 'rejected',
}

/**
 * How the runner reads, checks and changes registrations: a decision takes or frees places, so it
 * locks the registration's conference; its audit line names the confirmation code, and once it is
 * written the registrant is told and the waiting list moves up into a place it freed.
 */
export function registrationItems(
  ctx: RegistrationContext,
): WorkflowItems<RegistrationItem, RegistrationChange, RegistrationItem, RegistrationState> {
  return {
    entity: 'registration',
    stateOf: ({ row }) => row.state,
    wrongState: (refusal) => new AppError('conflict', refusal),
    lock: lockRegistration,
    load: loadRegistration,
    may: async (_trx, user, permission, { conference }) => permission !== null && can(user, permission, { conference: conference.id }),
    refusal: () => new AppError('noPermission'),
    async commit(trx, { row, conference }, { comment }, actor, to) {
      const repo = registrationRepository(trx)
      await repo.update(row.id, { state: to, comment, decided_at: new Date(), decided_by: actor.user.id })
      return { row: (await repo.find(row.id))!, conference }
    },
    auditTarget: ({ row }) => row.confirm_code,
    async followUp(trx, { row, conference }, actor, committed) {
      const kind = row.state === committed.row.state ? undefined : DECISION_MAIL[committed.row.state]
      if (kind) {
        const key = kind === 'rejected' ? undefined : await freshKey(trx, row.id)
        await sendRegistrationMail(ctx.mail, ctx.links, { kind, conference, registration: committed.row, key }, trx, ctx.log)
      }
      if (freesPlace(row.state, committed.row.state)) await promoteWaiting(ctx, trx, conference, actor.user.id)
      return { row: (await registrationRepository(trx).find(row.id))!, conference }
    },
  }
}
