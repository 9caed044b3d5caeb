import { registrationFee, type Lang, type MeetingRegisterBody, type MeetingRegisterRet } from '@ibr/contract'
import type { RegistrationMailKind } from '@ibr/contract/staff'
import { digest, randomToken } from '../../../auth/tokens.js'
import { AppError, notFound } from '../../../http/app-error.js'
import { formFailure } from '../../../http/form-failure.js'
import { message } from '../../../i18n/messages.js'
import { randomCode } from '../../../lib/random-code.js'
import { uniqueViolation } from '../../../lib/unique-violation.js'
import { claimDrafts } from '../../file/index.js'
import { fullOptions, REGISTRATION_FILE_RULE, validateForm, type ValidForm } from './registration-form.js'
import { notify } from '../../notifications/index.js'
import { sendRegistrationMail } from './registration-mail.js'
import { arrivalState, type RegistrationContext } from './registration-places.js'
import { registrationRepository, type ConferenceRecord } from './registration-repository.js'

const CODE_LENGTH = 8
/** A clash of two random codes is rare; a few fresh tries settle it. */
const CODE_ATTEMPTS = 3

/** M24-XXXXXXXX for meeting2024: the year tells the conference apart in correspondence. */
export function confirmCode(token: string): string {
  const year = token.replace(/\D/g, '').slice(-2)
  return `M${year}-${randomCode(CODE_LENGTH)}`
}

/** Registration is open while it is switched on, its start (if any) has come and its deadline has not passed. */
export function isRegistrationOpen(
  conference: { registration_open: boolean; reg_opens: Date | string | null; reg_deadline: Date | string },
  now = new Date(),
): boolean {
  const t = now.getTime()
  return (
    conference.registration_open &&
    (conference.reg_opens === null || new Date(conference.reg_opens).getTime() <= t) &&
    t < new Date(conference.reg_deadline).getTime()
  )
}

/** Named by the form's e-mail field: the site shows it there. */
export const alreadyRegistered = (form: Pick<ValidForm, 'email' | 'emailField'>) =>
  new AppError('conflict', message('conference.alreadyRegistered', { email: form.email }), { field: form.emailField })

const ARRIVAL_MAIL: Record<string, RegistrationMailKind> = { pending: 'received', accepted: 'accepted', waiting: 'waiting' }

export const formContext = (ctx: RegistrationContext, conference: ConferenceRecord) => ({
  startDate: conference.start_date,
  endDate: conference.end_date,
  uploadMaxBytes: ctx.uploadMaxBytes,
})

/**
 * Registers one person: behind the conference's lock, the form checked against its fields, the
 * places counted, then the registration, its files, the files' new visibility and its message
 * written in one transaction. A refusal writes nothing, and its uploads stay drafts.
 */
export async function register(
  ctx: RegistrationContext,
  conferenceId: number,
  body: MeetingRegisterBody,
  lang: Lang,
): Promise<MeetingRegisterRet> {
  const first = await registrationRepository(ctx.db).conference(conferenceId)
  if (!first) throw notFound('conference.notFound')
  if (!isRegistrationOpen(first)) throw new AppError('registrationClosed')
  // Checked before the lock too, so a wrong form never waits in the queue for it.
  validateForm(first.form_fields, body, formContext(ctx, first))

  for (let attempt = 1; ; attempt++) {
    const code = confirmCode(first.token)
    const key = randomToken()
    let form: ValidForm | undefined
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const repo = registrationRepository(trx)
        const conference = (await repo.lockConference(conferenceId))!
        if (!isRegistrationOpen(conference)) throw new AppError('registrationClosed')
        form = validateForm(conference.form_fields, body, formContext(ctx, conference))
        if (await repo.emailTaken(conference.id, form.email)) throw alreadyRegistered(form)
        const full = fullOptions(conference.form_fields, form.values, await repo.optionCounts(conference.id))
        if (full.length > 0) throw formFailure(full)
        const state = arrivalState(conference, await repo.placesTaken(conference.id))
        const fee = registrationFee(conference.form_fields, form.values)
        await claimDrafts(trx, form.files, REGISTRATION_FILE_RULE)
        const id = await repo.insert({
          conferenceId: conference.id,
          email: form.email,
          confirmCode: code,
          fields: form.values,
          lang,
          state,
          fee,
          accessKeyHash: digest(key),
        })
        await repo.attachFiles(id, form.files)
        const registration = {
          confirm_code: code,
          email: form.email,
          lang,
          fields: form.values,
          fee,
          state,
          pay_reference: null,
          comment: null,
        }
        await sendRegistrationMail(ctx.mail, ctx.links, { kind: ARRIVAL_MAIL[state]!, conference, registration, key }, trx, ctx.log)
        await notify(trx, {
          kind: 'registration',
          action: 'received',
          audience: { permission: 'conference.review', scopes: [{ conference: conference.id }] },
          link: `/registrations?conference=${conference.menu_id}`,
          title: { zh: conference.title_zh, en: conference.title_en },
          detail: form.email,
        })
        return { confirmCode: code, email: form.email, state, key, fee }
      })
    } catch (error) {
      const violation = uniqueViolation(error)
      if (!violation || !form) throw error
      // Two requests with one address at once: the second meets the unique index, not the check above.
      if (!violation.constraint.includes('confirm_code')) throw alreadyRegistered(form)
      if (attempt >= CODE_ATTEMPTS) throw error
    }
  }
}
