import { UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES, type Lang, type MeetingRegisterBody, type MeetingRegisterRet } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { randomCode } from '../../lib/random-code.js'
import { uniqueViolation } from '../../lib/unique-violation.js'
import { claimDrafts, type ClaimRule } from '../file/file-service.js'
import { validateForm, type ValidForm } from './form-validation.js'
import { isRegistrationOpen } from './conference-lookup.js'
import type { ConferenceRow } from './conference-repository.js'
import { registrationRepository } from './registration-repository.js'

const CODE_LENGTH = 8
/** A clash of two random codes is rare; a few fresh tries settle it. */
const CODE_ATTEMPTS = 3

/** Anything the public upload accepts may be handed in with a registration. */
export const REGISTRATION_FILE_RULE: ClaimRule = {
  accept: [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES],
  acceptText: 'conference.attachmentTypes',
}

/** M24-XXXXXXXX for meeting2024: the year tells the conference apart in correspondence. */
export function confirmCode(token: string): string {
  const year = token.replace(/\D/g, '').slice(-2)
  return `M${year}-${randomCode(CODE_LENGTH)}`
}

/** Named by the form's e-mail field: the site shows it there. */
const alreadyRegistered = (form: ValidForm) =>
  new AppError('conflict', message('conference.alreadyRegistered', { email: form.email }), { field: form.emailField })

/**
 * Registers one person: the form checked against the conference's fields, then the registration,
 * its files and the files' new visibility written in one transaction. A refusal writes nothing.
 */
export async function register(
  db: Kysely<DB>,
  conference: ConferenceRow,
  body: MeetingRegisterBody,
  lang: Lang,
): Promise<MeetingRegisterRet> {
  if (!isRegistrationOpen(conference)) throw new AppError('registrationClosed')
  const form = validateForm(conference.form_fields, body)
  if (await registrationRepository(db).emailTaken(conference.id, form.email)) throw alreadyRegistered(form)

  for (let attempt = 1; ; attempt++) {
    const code = confirmCode(conference.token)
    try {
      await db.transaction().execute(async (trx) => {
        const registrations = registrationRepository(trx)
        await claimDrafts(trx, form.files, REGISTRATION_FILE_RULE)
        const id = await registrations.insert({
          conferenceId: conference.id,
          email: form.email,
          confirmCode: code,
          fields: form.values,
          lang,
        })
        await registrations.attachFiles(id, form.files)
      })
      return { confirmCode: code, email: form.email }
    } catch (error) {
      const violation = uniqueViolation(error)
      if (!violation) throw error
      // Two requests with one address at once: the second meets the unique index, not the check above.
      if (!violation.constraint.includes('confirm_code')) throw alreadyRegistered(form)
      if (attempt >= CODE_ATTEMPTS) throw error
    }
  }
}
