import type { FileRule, FormField, ImageItem, Lang, MeetingAddressRet, MeetingSign, MeetingSummary, ScheduleItem } from '@ibr/contract'
import { formatMinute } from '../../../lib/dates.js'
import { imageUrl } from '../../../lib/file-url.js'
import { loc } from '../../../lib/localise.js'
import { isRegistrationOpen } from './conference-lookup.js'
import type { ConferenceRow, SessionRow, TagRow } from './conference-repository.js'

export function presentSummary(row: ConferenceRow, lang: Lang): MeetingSummary {
  return {
    id: row.id,
    menuId: row.menu_id,
    token: row.token,
    title: loc(row, 'title', lang),
    subTitle: loc(row, 'sub_title', lang),
    summary: loc(row, 'summary', lang),
    startDate: row.start_date,
    endDate: row.end_date,
    venue: loc(row, 'venue', lang),
    organizer: loc(row, 'organizer', lang),
    contactEmail: row.contact_email,
    picture: imageUrl(row.picture_file_id),
    registrationOpen: isRegistrationOpen(row),
  }
}

export function presentSign(
  row: ConferenceRow,
  lang: Lang,
  timeZone: string,
  fileRule: FileRule,
  form: { fields: FormField[]; full: boolean },
): MeetingSign {
  const deadline = new Date(row.reg_deadline)
  return {
    open: isRegistrationOpen(row),
    deadline: deadline.toISOString(),
    deadlineText: formatMinute(deadline, timeZone),
    fee: loc(row, 'fee', lang),
    notice: loc(row, 'notice', lang),
    fields: form.fields,
    fileRule,
    opens: row.reg_opens ? new Date(row.reg_opens).toISOString() : null,
    full: form.full,
    moderated: row.moderated,
    currency: row.currency,
  }
}

export const presentTag = (row: TagRow, lang: Lang) => ({ id: row.id, name: loc(row, 'name', lang), date: row.day })

export function presentSession(row: SessionRow, lang: Lang): ScheduleItem {
  return {
    id: row.id,
    startTime: row.start_time,
    endTime: row.end_time,
    title: loc(row, 'title', lang),
    speaker: loc(row, 'speaker', lang),
    affiliation: loc(row, 'affiliation', lang),
    place: loc(row, 'place', lang),
  }
}

export function presentAddress(row: ConferenceRow, imageList: ImageItem[], lang: Lang): MeetingAddressRet {
  return { imageList, venue: loc(row, 'venue', lang), address: loc(row, 'address', lang), traffic: loc(row, 'traffic', lang) }
}
