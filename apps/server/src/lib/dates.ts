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

/** The instant a day ends in the time zone (its next midnight there), for a YYYY-MM-DD day. */
export function endOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const wanted = Date.UTC(y, m - 1, d + 1)
  // Correct a first guess by the zone's offset at it, twice, so a change of offset that day is followed.
  let guess = wanted
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(guess), timeZone)
    const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute))
    guess += wanted - local
  }
  return new Date(guess)
}
