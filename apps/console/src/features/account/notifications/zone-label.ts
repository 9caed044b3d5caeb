import type { Lang } from '@ibr/contract/lang'

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB' }

/**
 * The site's time zone as staff call it: the catalogue's word where it has one (北京时间), else the
 * browser's name for the zone in the console's language, else its code.
 */
export function zoneLabel(zone: string, lang: Lang, known: (key: `notifications.zone.${string}`) => string | null): string {
  const own = known(`notifications.zone.${zone}`)
  if (own) return own
  try {
    const name = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
    return name ?? zone
  } catch {
    return zone
  }
}
