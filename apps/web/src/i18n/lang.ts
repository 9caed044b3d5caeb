import { normaliseLang, type Lang } from '@ibr/contract/lang'

/** The local-storage key the language is kept under (seed point 4). */
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

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The value of `<html lang>` for a language. */
export const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en')
