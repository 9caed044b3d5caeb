import { messages } from './messages'

// Calendar dates (YYYY-MM-DD) read and written in UTC, so no time zone moves them a day.
const utc = (date: string) => new Date(`${date}T00:00:00Z`)
const valid = (d: Date) => !Number.isNaN(d.getTime())

/**
 * "2024年10月18日至2024年10月20日" / "18 October 2024 – 20 October 2024"; the dates as given when they
 * cannot be read. Both dates in full rather than Intl's formatRange, whose output differs between engines.
 */
export function formatDateRange(start: string, end: string): string {
  const from = utc(start)
  const to = utc(end || start)
  if (!valid(from) || !valid(to)) return [start, end].filter(Boolean).join(' – ')
  const format = new Intl.DateTimeFormat(messages.t('locale'), { dateStyle: 'long', timeZone: 'UTC' })
  return from.getTime() === to.getTime() ? format.format(from) : messages.t('range', { start: format.format(from), end: format.format(to) })
}

/** A conference day for its tab: "10月18日 周五" / "Fri 18 Oct". */
export function formatDay(date: string): string {
  const day = utc(date)
  if (!valid(day)) return date
  return new Intl.DateTimeFormat(messages.t('locale'), { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(day)
}
