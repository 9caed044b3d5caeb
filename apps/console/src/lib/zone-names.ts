import type { Lang } from '@ibr/contract/lang'
import { useLang } from '../i18n/use-t'
import { SITE_TIME_ZONE } from './format-date'

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB' }

function part(zone: string, lang: Lang, style: 'longGeneric' | 'long' | 'shortOffset'): string | undefined {
  try {
    return new Intl.DateTimeFormat(locales[lang], { timeZone: zone, timeZoneName: style })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value
  } catch {
    return undefined
  }
}

/**
 * A time zone as people call it in their language (`Asia/Shanghai` → 中国标准时间 / China Standard
 * Time), from the browser's own names; the code itself when the browser has no name for it.
 */
export function zoneName(zone: string, lang: Lang): string {
  const name = part(zone, lang, 'longGeneric') ?? part(zone, lang, 'long')
  // Where the browser knows no name it answers an offset (GMT+08:00); the code then says more.
  return name && !/^(GMT|UTC)[+\u2212-]/.test(name) ? name : zone
}

/** A zone's place, from its code: `America/Argentina/Buenos_Aires` → Buenos Aires. */
const placeOf = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ')

export interface ZoneOption {
  id: string
  label: string
}

/**
 * Every zone the browser knows, named for a person choosing one: its name, the place it is kept for
 * (several places share a name) and its offset now; sorted by name, `first` at the top.
 */
export function zoneOptions(lang: Lang, first: string): ZoneOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [first]
  const options = [...new Set([first, ...zones])].map((id) => ({
    id,
    label: [zoneName(id, lang), placeOf(id), part(id, lang, 'shortOffset')].filter(Boolean).join(' · '),
  }))
  const collator = new Intl.Collator(locales[lang])
  const [top, ...rest] = options
  return [top!, ...rest.sort((a, b) => collator.compare(a.label, b.label))]
}

/** The site's zone as the person calls it, in the console's language: what "time" means in the console's forms. */
export function useSiteZoneName(): string {
  return zoneName(SITE_TIME_ZONE, useLang())
}
