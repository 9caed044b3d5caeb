import {
  can,
  confirmCodeOf,
  REGISTRATION_STATES,
  type RegistrationCheckinBody,
  type RegistrationCheckinRet,
  type RegistrationConferencesRet,
  type RegistrationBulkBody,
  type RegistrationDecideBody,
  type RegistrationListBody,
  type RegistrationListRet,
  type RegistrationPayBody,
  type RegistrationRow,
  type AuditAction,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { AppError, badRequest, notFound } from '../../../http/app-error.js'
import { message, messageWith } from '../../../i18n/messages.js'
import { eachItem, type ItemOutcome } from '../../../lib/each-item.js'
import { pick } from '../../../lib/localise.js'
import { workflowRunner, type Actor } from '../../../workflow/workflow-runner.js'
import { recordAudit } from '../../audit/index.js'
import { sendRegistrationMail } from './registration-mail.js'
import { DECISIONS } from './registration-decisions.js'
import { loadRegistration, lockRegistration, noRegistration, registrationItems } from './registration-items.js'
import { freshKey, type RegistrationContext } from './registration-places.js'
import { paymentOf, presentRow } from './registration-presenter.js'
import { isRegistrationOpen } from './registration-register.js'
import { listRegistrations } from './registration-list-repository.js'
import { registrationMarksRepository } from './registration-marks-repository.js'
import { optionKey, registrationRepository, type ConferenceRecord, type RegistrationRecord } from './registration-repository.js'

/** Who acts, from where: each change is written to the audit log in their name, as in every workflow step. */
export type RegistrationActor = Actor

const noConference = () => notFound('registration.conferenceNotFound')

/** The conference scope of `conference.review`: a conference reviewer sees only the conferences granted. */
function ensureScope(user: StaffUser, conference: { id: number }) {
  if (!can(user, 'conference.review', { conference: conference.id })) throw new AppError('noPermission')
}

const audit = (trx: Kysely<DB>, actor: RegistrationActor, action: AuditAction, row: RegistrationRecord, summary: string) =>
  recordAudit(trx, {
    userId: actor.user.id,
    username: actor.user.username,
    action,
    entity: 'registration',
    entityId: row.confirm_code,
    address: actor.address,
    summary,
  })

/** The staff calls on registrations, each scoped to the registration's conference. */
export function registrationStaff(ctx: RegistrationContext) {
  const { db } = ctx
  // Registrations change nothing the public site keeps in a cache: nothing to announce.
  const runner = workflowRunner(db, 'registration', registrationItems(ctx), () => Promise.resolve())

  async function conferenceOf(menuId: number, user: StaffUser): Promise<ConferenceRecord> {
    const conference = await registrationRepository(db).conferenceByMenu(menuId)
    if (!conference) throw noConference()
    ensureScope(user, conference)
    return conference
  }

  /** The registration and its conference behind the lock a decision takes, in this person's scope. */
  async function lockedRegistration(trx: Kysely<DB>, id: number, user: StaffUser) {
    await lockRegistration(trx, id)
    const { row, conference } = await loadRegistration(trx, id)
    ensureScope(user, conference)
    return { repo: registrationRepository(trx), conference, row }
  }

  async function presented(trx: Kysely<DB>, row: RegistrationRecord, conference: ConferenceRecord): Promise<RegistrationRow> {
    return presentRow(row, await registrationRepository(trx).files([row.id]), conference.form_fields)
  }

  return {
    /** The conferences this person may review, newest first, with their registrations per state. */
    async conferences(user: StaffUser): Promise<RegistrationConferencesRet> {
      const repo = registrationRepository(db)
      const list = (await repo.conferences()).filter((c) => can(user, 'conference.review', { conference: c.id }))
      return {
        list: await Promise.all(
          list.map(async (c) => {
            const counts = await repo.countsByState(c.id)
            return {
              id: c.id,
              menuId: c.menu_id,
              token: c.token,
              title: { zh: c.title_zh, en: c.title_en },
              startDate: c.start_date,
              endDate: c.end_date,
              capacity: c.capacity,
              moderated: c.moderated,
              registrationOpen: isRegistrationOpen(c),
              counts: Object.fromEntries(REGISTRATION_STATES.map((s) => [s, counts[s] ?? 0])),
            }
          }),
        ),
      }
    },

    async list(body: Omit<RegistrationListBody, 'lang'>, user: StaffUser): Promise<RegistrationListRet> {
      const conference = await conferenceOf(Number(body.menuId), user)
      const repo = registrationRepository(db)
      const [{ rows, total }, counts, taken] = await Promise.all([
        listRegistrations(db, conference, body),
        repo.countsByState(conference.id),
        repo.optionCounts(conference.id),
      ])
      const files = await repo.files(rows.map((r) => r.id))
      const options = conference.form_fields
        .filter((f) => f.type === 'select' || f.type === 'multi')
        .flatMap((f) =>
          f.options.map((o) => ({
            field: f.name,
            value: o.value,
            label: { zh: pick(o.label, 'zh'), en: pick(o.label, 'en') },
            count: taken.get(optionKey(f.name, o.value)) ?? 0,
            capacity: o.capacity ?? null,
          })),
        )
      return {
        total,
        counts: Object.fromEntries(REGISTRATION_STATES.map((s) => [s, counts[s] ?? 0])),
        options,
        capacity: conference.capacity,
        list: rows.map((r) => presentRow(r, files, conference.form_fields)),
      }
    },

    /**
     * A reviewer's decision, run by the workflow runner (registration-decisions.ts): taking a place
     * (accepted, pending) is refused when the conference or a chosen option is full; giving one up
     * moves the waiting list. The registrant is told of an acceptance, a move to the waiting list and
     * a rejection (with the comment).
     */
    async decide(actor: RegistrationActor, body: Omit<RegistrationDecideBody, 'lang'>): Promise<RegistrationRow> {
      const input = { comment: body.comment?.trim() || null }
      const { row, conference } = await runner.run(DECISIONS[body.state], Number(body.id), undefined, actor, input)
      return presented(db, row, conference)
    },

    /** The same decision for several registrations, each through `decide`: its own checks, transaction, mail and audit line. */
    bulk(actor: RegistrationActor, body: Omit<RegistrationBulkBody, 'lang'>): Promise<ItemOutcome[]> {
      return eachItem(
        body.ids.map((id) => ({ id: Number(id) })),
        ({ id }) => this.decide(actor, { id, state: body.state, comment: body.comment }),
      )
    },

    /** Records a payment (only of an unpaid registration) and sends the registrant the link to their receipt. */
    async pay(actor: RegistrationActor, body: Omit<RegistrationPayBody, 'lang'>): Promise<RegistrationRow> {
      const reference = body.reference.trim()
      if (!reference) throw badRequest('param.invalid', { field: 'reference' }, 'reference')
      return db.transaction().execute(async (trx) => {
        const { repo, conference, row } = await lockedRegistration(trx, Number(body.id), actor.user)
        const payment = paymentOf(row)
        if (payment !== 'unpaid') {
          throw new AppError('conflict', messageWith('registration.notUnpaid', { payment: message(`registration.payment.${payment}`) }))
        }
        await repo.update(row.id, { paid_at: new Date(), pay_reference: reference, paid_by: actor.user.id })
        const after = (await repo.find(row.id))!
        const key = await freshKey(trx, row.id)
        await sendRegistrationMail(ctx.mail, ctx.links, { kind: 'paid', conference, registration: after, key }, trx, ctx.log)
        await audit(trx, actor, 'registrationPay', row, `paid ${row.fee} fen; reference ${reference}`)
        return presented(trx, after, conference)
      })
    },

    /** Marks an accepted registration present; a second scan answers when it was first checked in and changes nothing. */
    async checkin(actor: RegistrationActor, body: Omit<RegistrationCheckinBody, 'lang'>): Promise<RegistrationCheckinRet> {
      const code = confirmCodeOf(body.code)
      if (!code) throw badRequest('registration.badCode', {}, 'code')
      return db.transaction().execute(async (trx) => {
        const repo = registrationRepository(trx)
        const found = await repo.byCode(code)
        if (!found) throw noRegistration()
        ensureScope(actor.user, { id: found.meeting_id })
        const conference = (await repo.conference(found.meeting_id))!
        if (body.menuId !== undefined && conference.menu_id !== Number(body.menuId)) throw noRegistration()
        // Two scans at once: the second waits here and then sees the first's check-in.
        await registrationMarksRepository(trx).lock(found.id)
        const row = (await repo.find(found.id))!
        if (row.checked_in_at) {
          return { registration: await presented(trx, row, conference), alreadyAt: new Date(row.checked_in_at).toISOString() }
        }
        if (row.state !== 'accepted') {
          throw new AppError('conflict', messageWith('registration.notAccepted', { state: message(`registration.state.${row.state}`) }))
        }
        await repo.update(row.id, { checked_in_at: new Date(), checked_in_by: actor.user.id })
        await audit(trx, actor, 'registrationCheckin', row, `checked in ${row.confirm_code}`)
        return { registration: await presented(trx, (await repo.find(row.id))!, conference), alreadyAt: null }
      })
    },
  }
}

export type RegistrationStaff = ReturnType<typeof registrationStaff>
