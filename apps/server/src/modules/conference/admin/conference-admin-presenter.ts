import { CHOICE_FIELD_TYPES, type ConferenceDetail, type ConferenceDoc, type ConferenceFormField } from '@ibr/contract/staff'
import type { conferenceAdminRepository, ConferenceAdminRow } from './conference-admin-repository.js'

type Repo = ReturnType<typeof conferenceAdminRepository>
type Days = Awaited<ReturnType<Repo['days']>>
type Held = Awaited<ReturnType<Repo['held']>>

const pair = (row: Record<string, unknown>, key: string) => ({ zh: String(row[`${key}_zh`] ?? ''), en: String(row[`${key}_en`] ?? '') })

function texts(row: ConferenceAdminRow, lang: 'zh' | 'en') {
  const pick = (key: string) => String((row as Record<string, unknown>)[`${key}_${lang}`] ?? '')
  return {
    title: pick('title'),
    subTitle: pick('sub_title'),
    summary: pick('summary'),
    venue: pick('venue'),
    address: pick('address'),
    traffic: pick('traffic'),
    organizer: pick('organizer'),
    fee: pick('fee'),
    notice: pick('notice'),
  }
}

/** What registrations hold, by the form's fields: names with a value or a file, and the options chosen. */
export function heldValues(held: Held, fields: readonly ConferenceFormField[]): ConferenceDetail['held'] {
  const names = new Set([...held.values.map((v) => v.key), ...held.fileFields])
  const choice = new Set(fields.filter((f) => (CHOICE_FIELD_TYPES as readonly string[]).includes(f.type)).map((f) => f.name))
  const options: Record<string, string[]> = {}
  for (const { key, value } of held.values) if (choice.has(key)) (options[key] ??= []).push(value)
  for (const list of Object.values(options)) list.sort()
  return { fields: [...names].sort(), options }
}

/** The public row and programme as the workflow's document: what visitors see now. */
export function publishedDoc(row: ConferenceAdminRow, days: Days): ConferenceDoc {
  return {
    zh: texts(row, 'zh'),
    en: texts(row, 'en'),
    contactEmail: row.contact_email,
    pictureId: row.picture_id,
    startDate: row.start_date,
    endDate: row.end_date,
    timeZone: row.time_zone,
    registrationOpen: row.registration_open,
    regOpens: row.reg_opens ? new Date(row.reg_opens).toISOString() : null,
    regDeadline: new Date(row.reg_deadline).toISOString(),
    capacity: row.capacity,
    moderated: row.moderated,
    currency: row.currency,
    reminderDays: row.reminder_days,
    mailTemplates: row.mail_templates,
    formFields: row.form_fields,
    days: days.tags.map((t) => ({
      id: t.id,
      day: t.day,
      name: pair(t, 'name'),
      sessions: days.sessions
        .filter((s) => s.tag_id === t.id)
        .map((s) => ({
          startTime: s.start_time,
          endTime: s.end_time,
          title: pair(s, 'title'),
          speaker: pair(s, 'speaker'),
          affiliation: pair(s, 'affiliation'),
          place: pair(s, 'place'),
        })),
    })),
  }
}

/** Where the conference stands in the workflow, and its document (the working copy when there is one). */
export interface ConferenceStatus {
  version: number
  state: ConferenceDetail['state']
  live: boolean
  doc: ConferenceDoc
  comment: string
  submitted: ConferenceDetail['submitted']
  saved: ConferenceDetail['saved']
}

/** One conference as the editor shows it. */
export function presentConference(
  row: ConferenceAdminRow,
  status: ConferenceStatus,
  extra: {
    path: string
    pages: ConferenceDetail['pages']
    held: ConferenceDetail['held']
    registrations: number
    may: ConferenceDetail['may']
  },
): ConferenceDetail {
  return {
    id: row.id,
    menuId: row.menu_id,
    token: row.token,
    path: extra.path,
    updatedAt: String(status.version),
    state: status.state,
    live: status.live,
    comment: status.comment,
    submitted: status.submitted,
    saved: status.saved,
    may: extra.may,
    ...status.doc,
    pages: extra.pages,
    held: extra.held,
    registrations: extra.registrations,
  }
}
