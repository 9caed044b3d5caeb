import { registrationFee, type Lang, type RegistrationAccessBody, type RegistrationUpdateBody, type RegistrationView } from '@ibr/contract'
import type { Kysely } from 'kysely'
import { digest, sameSecret } from '../../../auth/tokens.js'
import type { DB } from '../../../db/schema.js'
import { AppError, notFound } from '../../../http/app-error.js'
import { formFailure } from '../../../http/form-failure.js'
import { pick } from '../../../lib/localise.js'
import { claimDrafts } from '../../file/index.js'
import { fullOptions, REGISTRATION_FILE_RULE, validateForm } from './registration-form.js'
import { freesPlace, promoteWaiting, type RegistrationContext } from './registration-places.js'
import { paymentOf, presentItems, presentValues, registrantName } from './registration-presenter.js'
import { qrSvg } from './registration-documents.js'
import { alreadyRegistered, formContext, isRegistrationOpen } from './registration-register.js'
import { registrationRepository, type ConferenceRecord, type RegistrationRecord } from './registration-repository.js'
import { refuseUndeclared } from './registration-workflow.js'
import { both } from '../../../lib/localise.js'

const noRegistration = () => notFound('registration.notFound')

const editable = (conference: ConferenceRecord, row: RegistrationRecord) =>
  isRegistrationOpen(conference) && row.state !== 'withdrawn' && row.state !== 'rejected'

/**
 * The registration a private link opens. A wrong key and an unknown code get the same answer, so
 * neither can be told from the other (like the help desk's ticket key).
 */
async function opened(db: Kysely<DB>, body: Pick<RegistrationAccessBody, 'code' | 'key'>, lock = false) {
  const repo = registrationRepository(db)
  const row = await repo.byCode(body.code.trim().toUpperCase())
  if (!row || !row.access_key_hash || !sameSecret(row.access_key_hash, digest(body.key))) throw noRegistration()
  const conference = lock ? await repo.lockConference(row.meeting_id) : await repo.conference(row.meeting_id)
  if (!conference) throw noRegistration()
  // Read again behind the lock: a decision may have landed in between.
  return { conference, row: lock ? (await repo.find(row.id))! : row }
}

async function present(db: Kysely<DB>, conference: ConferenceRecord, row: RegistrationRecord, lang: Lang): Promise<RegistrationView> {
  const form = conference.form_fields
  const files = await registrationRepository(db).files([row.id])
  const labelOf = (field: string) => pick(form.find((f) => f.name === field)?.label, lang) || field
  return {
    confirmCode: row.confirm_code,
    state: row.state,
    payment: paymentOf(row),
    fee: row.fee,
    currency: conference.currency,
    email: row.email,
    name: registrantName(row.fields, form),
    lang: row.lang,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    payReference: row.pay_reference,
    comment: row.state === 'rejected' ? row.comment : null,
    fields: row.fields,
    values: presentValues(form, row.fields, lang),
    files: files.map((f) => ({ field: f.field, label: labelOf(f.field), name: f.name, size: f.size })),
    items: presentItems(form, row.fields),
    conference: {
      menuId: conference.menu_id,
      title: both(conference, 'title'),
      venue: both(conference, 'venue'),
      startDate: conference.start_date,
      endDate: conference.end_date,
      timeZone: conference.time_zone,
    },
    editable: editable(conference, row),
    withdrawable: row.state !== 'withdrawn' && row.state !== 'rejected',
    qrSvg: await qrSvg(row.confirm_code),
  }
}

/** The registrant's own page: what they entered, where it stands, the bill and the QR code. */
export async function viewRegistration(ctx: RegistrationContext, body: RegistrationAccessBody, lang: Lang): Promise<RegistrationView> {
  const { conference, row } = await opened(ctx.db, body)
  return present(ctx.db, conference, row, lang)
}

/**
 * A change through the private link while registration is open: checked like a new registration,
 * the fee recomputed, the options' places counted without this registration's own. A paid
 * registration keeps its fee: a change that would alter it is refused. Files not sent again are kept.
 */
export async function updateRegistration(ctx: RegistrationContext, body: RegistrationUpdateBody, lang: Lang): Promise<RegistrationView> {
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const { conference, row } = await opened(trx, body, true)
    if (!isRegistrationOpen(conference)) throw new AppError('registrationClosed')
    if (!editable(conference, row)) throw new AppError('conflict', 'registration.notChangeable')
    const repo = registrationRepository(trx)
    const kept = new Set((await repo.files([row.id])).map((f) => f.field))
    const form = validateForm(conference.form_fields, body, formContext(ctx, conference), kept)
    if (await repo.emailTaken(conference.id, form.email, row.id)) throw alreadyRegistered(form)
    // A registration keeps the options it already holds even if they filled up since; a new choice needs a place.
    const full = fullOptions(conference.form_fields, form.values, await repo.optionCounts(conference.id, row.id))
    if (full.length > 0) throw formFailure(full)
    const fee = registrationFee(conference.form_fields, form.values)
    if (row.paid_at && fee !== row.fee) throw new AppError('conflict', 'registration.paidFeeChange')
    await claimDrafts(trx, form.files, REGISTRATION_FILE_RULE)
    await repo.detachFiles(
      row.id,
      form.files.map((f) => f.field),
    )
    await repo.attachFiles(row.id, form.files)
    await repo.update(row.id, { email: form.email, fields: form.values, fee })
    return { conference, row: (await repo.find(row.id))! }
  })
  return present(ctx.db, updated.conference, updated.row, lang)
}

/** Withdraws a registration; a place it held goes to the oldest on the waiting list, in the same transaction. */
export async function withdrawRegistration(ctx: RegistrationContext, body: RegistrationAccessBody, lang: Lang): Promise<RegistrationView> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    const { conference, row } = await opened(trx, body, true)
    refuseUndeclared('withdraw', row.state)
    const repo = registrationRepository(trx)
    await repo.update(row.id, { state: 'withdrawn' })
    if (freesPlace(row.state, 'withdrawn')) await promoteWaiting(ctx, trx, conference)
    return { conference, row: (await repo.find(row.id))! }
  })
  return present(ctx.db, done.conference, done.row, lang)
}
