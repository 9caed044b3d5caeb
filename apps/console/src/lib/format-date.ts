import type { Lang } from '@ibr/contract/lang'
import { isTimeZone } from '@ibr/contract/staff-client'

/** The zone the server names in the console's page (its SITE_TIMEZONE); the default where the page names none (development). */
function pageTimeZone(): string {
  const named = typeof document === 'undefined' ? null : document.querySelector('meta[name="site-time-zone"]')?.getAttribute('content')
  return named && isTimeZone(named) ? named : 'Asia/Shanghai'
}

/** The institute's time zone: every time is shown and typed as the site shows it, wherever the browser is. */
export const SITE_TIME_ZONE = pageTimeZone()

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB' }
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(lang: Lang, kind: 'dateTime' | 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${lang} ${kind}`
  let format = formatters.get(key)
  if (!format) {
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
    format = new Intl.DateTimeFormat(locales[lang], {
      timeZone: SITE_TIME_ZONE,
      ...(kind === 'time' ? clock : { year: 'numeric', month: 'short', day: 'numeric', ...(kind === 'dateTime' ? clock : {}) }),
    })
    formatters.set(key, format)
  }
  return format
}

/** An ISO time as a date and time in the site's time zone; an unreadable one as it came. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(lang, 'dateTime').format(date)
}

/** An ISO time as the hour and minute in the site's time zone (10:42): a moment of today. */
export function formatTime(iso: string, lang: Lang): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(lang, 'time').format(date)
}

/** An ISO time as a date in the site's time zone. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(lang, 'date').format(date)
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The day (YYYY-MM-DD) a moment falls on in the site's time zone, as the audit filters count days. */
export function siteDay(moment: Date): string {
  const part = (type: string) => dayFormat.formatToParts(moment).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
