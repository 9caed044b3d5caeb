import type { Lang } from '@ibr/contract/lang'
import { browserStorage, LANG_STORAGE_KEY, readLang } from '@ibr/ui/lang-storage'

/** Saves the choice and reloads, so every text and every cached answer is in the new language. */
export function switchLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Without storage the choice cannot survive the reload; the page stays as it is.
    return
  }
  location.reload()
}

/** The language of this page load: it changes only through switchLang's reload. */
export const currentLang: Lang = readLang(browserStorage())
