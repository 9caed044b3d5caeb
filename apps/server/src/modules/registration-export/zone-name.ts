import type { Message } from '../../i18n/messages.js'

const locales = { zh: 'zh-CN', en: 'en-GB' } as const

function nameIn(zone: string, lang: keyof typeof locales): string {
  const name = new Intl.DateTimeFormat(locales[lang], { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value
  // Where ICU knows no name it answers an offset (GMT+00:00); the zone's code then says more.
  return name && !/^(GMT|UTC)[+\u2212-]/.test(name) ? name : zone
}

/** A time zone as people call it, in both languages (`Asia/Shanghai` → 中国标准时间 / China Standard Time). */
export const zoneName = (zone: string): Message => ({ zh: nameIn(zone, 'zh'), en: nameIn(zone, 'en') })
