import type { Lang } from '@ibr/contract'

/**
 * The text in the requested language, falling back field by field to the other language
 * (ARCHITECTURE: content model): English to Chinese as always, and Chinese to English for an item
 * whose English alone was published.
 */
/** A row with a field in both languages (`title_zh`, `title_en`). */
type Bilingual<F extends string> = { [K in `${F}_${Lang}`]?: unknown }

export function loc<F extends string>(row: Bilingual<F>, field: F, lang: Lang): string {
  const text = (l: Lang) => {
    const value = (row as Record<string, unknown>)[`${field}_${l}`]
    return typeof value === 'string' ? value : ''
  }
  const wanted = text(lang)
  if (wanted.trim() !== '') return wanted
  const other = text(lang === 'en' ? 'zh' : 'en')
  return other.trim() !== '' ? other : wanted
}

/** A field in both languages, each falling back to the other as loc() does. */
export const both = <F extends string>(row: Bilingual<F>, field: F): { zh: string; en: string } => ({
  zh: loc(row, field, 'zh'),
  en: loc(row, field, 'en'),
})

/** A bilingual value stored in JSON. */
export function pick(value: { zh: string; en: string } | undefined, lang: Lang): string {
  if (!value) return ''
  return lang === 'en' && value.en.trim() !== '' ? value.en : value.zh
}
