import { sql } from 'kysely'

/**
 * The columns of a conference (table `meeting`, aliased `m`) that both the public pages and the staff
 * editor read: one list, so a column added to the form or the texts reaches both.
 */
const CONFERENCE_COLUMNS = [
  'id',
  'menu_id',
  'token',
  'title_zh',
  'title_en',
  'sub_title_zh',
  'sub_title_en',
  'summary_zh',
  'summary_en',
  'venue_zh',
  'venue_en',
  'address_zh',
  'address_en',
  'traffic_zh',
  'traffic_en',
  'organizer_zh',
  'organizer_en',
  'fee_zh',
  'fee_en',
  'notice_zh',
  'notice_en',
  'contact_email',
  'registration_open',
  'reg_opens',
  'reg_deadline',
  'moderated',
  'currency',
  'form_fields',
] as const

export const conferenceColumns = CONFERENCE_COLUMNS.map((c) => `m.${c}` as const)

/** The first and last days as the calendar dates they are (YYYY-MM-DD), whatever the session's zone. */
export const conferenceDates = [
  sql<string>`to_char(m.start_date, 'YYYY-MM-DD')`.as('start_date'),
  sql<string>`to_char(m.end_date, 'YYYY-MM-DD')`.as('end_date'),
]
