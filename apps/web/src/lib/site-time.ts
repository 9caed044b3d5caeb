import { currentLang } from '../i18n/lang'
import { settings } from './settings'

/**
 * Times on the site are the institute's (the server's SITE_TIMEZONE), named beside them, so a reader
 * abroad sees the same clock as the pages the server writes (a conference's deadline, an event's time).
 */

// Made at the first use: the first Intl.DateTimeFormat of a page loads the browser's date-format data
// (a long task), and most pages that import this only name the zone (withSiteZone).
let format: Intl.DateTimeFormat | undefined
const siteFormat = () =>
  (format ??= new Intl.DateTimeFormat(currentLang === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: settings.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }))

/** A time the server already wrote in the site's zone (YYYY-MM-DD HH:mm), with the zone named. */
export const withSiteZone = (text: string) => `${text} (${settings.timeZone})`

/** An instant (ISO) as a date and time of the site's zone, with the zone named. */
export const formatSiteTime = (iso: string) => withSiteZone(siteFormat().format(new Date(iso)))
