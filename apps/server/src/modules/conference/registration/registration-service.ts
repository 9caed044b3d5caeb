import type { Lang, MeetingRegisterBody, RegistrationAccessBody, RegistrationUpdateBody } from '@ibr/contract'
import type { FormField } from '@ibr/contract'
import { viewRegistration, updateRegistration, withdrawRegistration } from './registration-access.js'
import { presentField } from './registration-form.js'
import { promoteWaiting, type RegistrationContext } from './registration-places.js'
import { isRegistrationOpen, register } from './registration-register.js'
import { registrationRepository } from './registration-repository.js'
import { registrationStaff } from './registration-staff.js'

export type { RegistrationContext } from './registration-places.js'
export type { SiteLinks } from './registration-mail.js'

/**
 * A registration's life (docs/registrations.md): the public form and the private link,
 * places and the waiting list, the staff's decisions, payments and check-in, and the messages each
 * sends. Other modules reach it only here.
 */
export function registrationService(ctx: RegistrationContext) {
  return {
    register: (conferenceId: number, body: MeetingRegisterBody, lang: Lang) => register(ctx, conferenceId, body, lang),
    view: (body: RegistrationAccessBody, lang: Lang) => viewRegistration(ctx, body, lang),
    update: (body: RegistrationUpdateBody, lang: Lang) => updateRegistration(ctx, body, lang),
    withdraw: (body: RegistrationAccessBody, lang: Lang) => withdrawRegistration(ctx, body, lang),
    staff: registrationStaff(ctx),

    /** The form as the site shows it: options with their fees and places left, the nights offered. */
    async publicForm(conferenceId: number, lang: Lang): Promise<{ fields: FormField[]; full: boolean }> {
      const repo = registrationRepository(ctx.db)
      const conference = await repo.conference(conferenceId)
      if (!conference) return { fields: [], full: false }
      const [taken, places] = await Promise.all([repo.optionCounts(conference.id), repo.placesTaken(conference.id)])
      const context = { startDate: conference.start_date, endDate: conference.end_date, taken, uploadMaxBytes: ctx.uploadMaxBytes }
      return {
        fields: conference.form_fields.map((f) => presentField(f, lang, context)),
        full: conference.capacity !== null && places >= conference.capacity,
      }
    },

    /**
     * Moves the waiting list after a conference's capacity was raised (the conference editor calls
     * this in the transaction that saved it). Answers the registrations moved up.
     */
    async capacityChanged(trx: RegistrationContext['db'], conferenceId: number): Promise<number[]> {
      const conference = await registrationRepository(trx).lockConference(conferenceId)
      return conference ? promoteWaiting({ ...ctx, db: trx }, trx, conference) : []
    },

    isOpen: isRegistrationOpen,
  }
}

export type RegistrationService = ReturnType<typeof registrationService>
