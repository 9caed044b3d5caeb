import type { Lang } from '@ibr/contract'

/** The text in the requested language, falling back to Chinese field by field (ARCHITECTURE: content model). */
export function loc(row: Record<string, unknown>, field: string, lang: Lang): string {
  const en = row[`${field}_en`]
  const zh = row[`${field}_zh`]
  if (lang === 'en' && typeof en === 'string' && en.trim() !== '') return en
  return typeof zh === 'string' ? zh : ''
}

/** A bilingual value stored in JSON. */
export function pick(value: { zh: string; en: string } | undefined, lang: Lang): string {
  if (!value) return ''
  return lang === 'en' && value.en.trim() !== '' ? value.en : value.zh
}
