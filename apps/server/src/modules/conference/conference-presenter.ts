import type { FileRule, FormField, ImageItem, Lang, MeetingAddressRet, MeetingSign, MeetingSummary, ScheduleItem } from '@ibr/contract'
import type { StoredFormField } from '../../db/schema.js'
import { formatMinute } from '../../lib/dates.js'
import { imageUrl } from '../../lib/file-url.js'
import { loc, pick } from '../../lib/localise.js'
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

export function presentField(field: StoredFormField, lang: Lang): FormField {
  return {
    name: field.name,
    label: pick(field.label, lang),
    type: field.type,
    required: field.required,
    maxLength: field.maxLength,
    options: (field.options ?? []).map((o) => ({ value: o.value, label: pick(o.label, lang) })),
    help: pick(field.help, lang),
  }
}

export function presentSign(row: ConferenceRow, lang: Lang, timeZone: string, fileRule: FileRule): MeetingSign {
  const deadline = new Date(row.reg_deadline)
  return {
    open: isRegistrationOpen(row),
    deadline: deadline.toISOString(),
    deadlineText: formatMinute(deadline, timeZone),
    fee: loc(row, 'fee', lang),
    notice: loc(row, 'notice', lang),
    fields: row.form_fields.map((f) => presentField(f, lang)),
    fileRule,
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
