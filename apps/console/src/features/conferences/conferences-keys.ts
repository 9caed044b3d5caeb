import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change to a conference makes stale: the list's cards, the editor's copy and its revisions. */
export const conferencesKeys = {
  /** Its settings, programme or workflow state changed (a save, a step, a restore). */
  conference: [STAFF_API.conferenceList, STAFF_API.conferenceGet, STAFF_API.conferenceRevisions, STAFF_API.registrationConferences],
  /** A new conference: it joins the lists (its menu entry too). */
  created: [STAFF_API.conferenceList, STAFF_API.registrationConferences, STAFF_API.menuTree],
} as const
