import type { Lang } from '@ibr/contract/lang'
import type { Message } from '../../../i18n/messages.js'

function nameIn(zone: string, lang: Lang): string {
  const name = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value
  // Where ICU knows no name it answers an offset (GMT+00:00); the zone's code then says more.
  return name && !/^(GMT|UTC)[+\u2212-]/.test(name) ? name : zone
}

/** A time zone as people call it, in both languages (`Asia/Shanghai` → China Standard Time, and its Chinese name). */
export const zoneName = (zone: string): Message => ({ zh: nameIn(zone, 'zh'), en: nameIn(zone, 'en') })
