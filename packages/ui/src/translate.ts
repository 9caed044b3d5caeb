import type { Lang } from '@ibr/contract/lang'

export type Catalogue = Readonly<Record<string, string>>
export type Params = Record<string, string | number>

/**
 * Looks a key up in the language's catalogue, falling back to Chinese (the default and fallback
 * language) and, failing that, to the key itself so a gap is visible, not blank.
 */
export function translate(catalogues: Record<Lang, Catalogue>, lang: Lang, key: string, params?: Params): string {
  const text = catalogues[lang][key] || catalogues.zh[key] || key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
