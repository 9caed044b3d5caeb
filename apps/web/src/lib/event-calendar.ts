import { currentLang } from '../i18n'

/** An academic event's calendar file in the reader's language, served by the server (docs/search-and-sharing.md). */
export const eventCalendarUrl = (id: number) => `/feed/event-${id}.${currentLang}.ics`
