/** Dates as the institute's visitors read them: in its time zone, not the server's. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function parts(date: Date, timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  const p: Record<string, string> = {}
  for (const { type, value } of f.formatToParts(date)) p[type] = value
  return p
}

/** YYYY-MM-DD in the time zone. */
export function formatDay(date: Date, timeZone: string): string {
  const p = parts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}`
}

/** YYYY-MM-DD HH:mm in the time zone. */
export function formatMinute(date: Date, timeZone: string): string {
  const p = parts(date, timeZone)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}
