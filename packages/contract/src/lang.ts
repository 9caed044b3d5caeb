/** The site's languages; the first is the default and the fallback. */
export const LANGS = ['zh', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'

/** Any value other than a known language is read as the default. */
export function normaliseLang(value: unknown): Lang {
  return value === 'en' ? 'en' : DEFAULT_LANG
}
