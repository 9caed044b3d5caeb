import type { Lang } from '@ibr/contract'
import { message } from '../../i18n/messages.js'
import { zonedInstant } from '../../lib/dates.js'
import { loc } from '../../lib/localise.js'
import type { calendarService, CalendarEventRow } from '../calendar/index.js'
import type { ConferenceService } from '../conference/index.js'
import type { MenuService } from '../menu/index.js'
import { icsCalendar, type IcsEvent } from './ics-calendar.js'
import { shareUrl } from './share-url.js'

/** The calendar files under /feed/: all events, one event, a conference's programme. */
export const ICS_NAME = /^(?:(events)|event-([1-9][0-9]{0,9})|conference-([A-Za-z0-9_-]{1,80}))\.(zh|en)\.ics$/
export const ICS_TYPE = 'text/calendar; charset=utf-8'

/** The feed keeps a year of past events beside every future one: a subscriber's past stays. */
const PAST_DAYS = 366
/** An event states only its start; calendars are given an hour. */
const EVENT_MINUTES = 60
const DAY = 86_400_000

export function calendarFeeds(
  read: { events: ReturnType<typeof calendarService>; conferences: ConferenceService; menu: MenuService },
  timeZone: string,
) {
  const { events, conferences, menu } = read
  const site = (lang: Lang) => message('share.siteName')[lang]

  const eventOf = (row: CalendarEventRow, lang: Lang, origin: string): IcsEvent => {
    const start = row.event_time!
    const title = loc(row, 'title', lang)
    const type = row.template_list[0]
    return {
      uid: `event-${row.id}@${new URL(origin).hostname}`,
      sequence: row.ical_sequence,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary: row.cancelled_at ? message('ics.cancelled', { title })[lang] : title,
      description: loc(row, 'sub_title', lang),
      location: loc(row, 'location', lang),
      url: type ? shareUrl(origin, type, row.id, lang) : null,
      cancelled: row.cancelled_at !== null,
      modified: row.updated_at,
    }
  }

  /** A calendar file's text by its name (the ICS_NAME match), or undefined for nothing public of that name. */
  return async (match: RegExpExecArray, origin: string): Promise<string | undefined> => {
    const [, all, id, token, lang] = match as unknown as [string, string | undefined, string | undefined, string | undefined, Lang]
    if (all) {
      const rows = await events.since(new Date(Date.now() - PAST_DAYS * DAY))
      const name = message('ics.eventsName', { site: site(lang) })[lang]
      return icsCalendar({ name, lang, timeZone, events: rows.map((r) => eventOf(r, lang, origin)) })
    }
    if (id) {
      const row = Number(id) <= 2147483647 ? await events.one(Number(id)) : undefined
      if (!row) return undefined
      return icsCalendar({ name: loc(row, 'title', lang), lang, timeZone, events: [eventOf(row, lang, origin)] })
    }
    const programme = await conferences.programme(token!)
    if (!programme) return undefined
    const { conference, sessions } = programme
    const zone = conference.time_zone
    const host = new URL(origin).hostname
    const venue = loc(conference, 'venue', lang)
    const page = (await menu.tree()).get(conference.menu_id)
    return icsCalendar({
      name: loc(conference, 'title', lang),
      lang,
      timeZone: zone,
      events: sessions.map((s) => {
        const speaker = [loc(s, 'speaker', lang), loc(s, 'affiliation', lang)].filter(Boolean).join(', ')
        const start = zonedInstant(`${s.day} ${s.start_time}`, zone)
        const end = zonedInstant(`${s.day} ${s.end_time}`, zone)
        return {
          uid: `conference-${conference.id}-session-${s.id}@${host}`,
          sequence: 0,
          start,
          end: end > start ? end : start,
          summary: loc(s, 'title', lang),
          description: speaker ? message('ics.speaker', { speaker })[lang] : '',
          location: loc(s, 'place', lang) || venue,
          url: page ? `${origin}/#${page.path}` : null,
          cancelled: false,
          modified: conference.updated_at,
        }
      }),
    })
  }
}
