import type { ConferenceTexts } from '@ibr/contract/staff-client'

/** A conference's texts in one language: its title, the rest left empty. */
export const conferenceTexts = (title: string): ConferenceTexts => ({
  title,
  subTitle: '',
  summary: '',
  venue: '',
  address: '',
  traffic: '',
  organizer: '',
  fee: '',
  notice: '',
})
