import { normaliseLang, type Lang } from '@ibr/contract/lang'
import { createStore } from '../lib/create-store'

/** The local-storage key the public site keeps the language under: one choice for both. */
export const LANG_STORAGE_KEY = 'local'

/** The stored language; anything missing, unreadable or unknown is the default, zh. */
export function readLang(storage: Pick<Storage, 'getItem'> | undefined): Lang {
  try {
    return normaliseLang(storage?.getItem(LANG_STORAGE_KEY))
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return normaliseLang(undefined)
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The value of `<html lang>` for a language. */
export const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en')

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
