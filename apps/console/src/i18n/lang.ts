import type { Lang } from '@ibr/contract/lang'
import { createStore } from '@ibr/ui/create-store'
import { browserStorage, htmlLang, LANG_STORAGE_KEY, readLang } from '@ibr/ui/lang-storage'

export const langStore = createStore<{ lang: Lang }>({ lang: readLang(browserStorage()) })

/**
 * Switches the console's language in place: unlike the public site, which reloads, a staff member
 * may be half-way through a form. The choice is kept for both apps; the screens ask the server again
 * in the new language.
 */
export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Without storage the choice lasts until the page is left.
  }
  document.documentElement.lang = htmlLang(lang)
  langStore.set({ lang })
}
