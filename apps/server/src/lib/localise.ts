import type { Lang } from '@ibr/contract'

/**
 * The text in the requested language, falling back field by field to the other language
 * (ARCHITECTURE: content model): English to Chinese as always, and Chinese to English for an item
 * whose English alone was published.
 */
export function loc(row: Record<string, unknown>, field: string, lang: Lang): string {
  const text = (l: Lang) => {
    const value = row[`${field}_${l}`]
    return typeof value === 'string' ? value : ''
  }
  const wanted = text(lang)
  if (wanted.trim() !== '') return wanted
  const other = text(lang === 'en' ? 'zh' : 'en')
  return other.trim() !== '' ? other : wanted
}

/** A bilingual value stored in JSON. */
export function pick(value: { zh: string; en: string } | undefined, lang: Lang): string {
  if (!value) return ''
  return lang === 'en' && value.en.trim() !== '' ? value.en : value.zh
}
