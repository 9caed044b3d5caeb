import { normaliseLang, type Lang } from '@ibr/contract/lang'

/** The local-storage key the language is kept under: the site and the console share it, one choice for both. */
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

/** The browser's local storage, or undefined where there is none or it may not be touched. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The value of `<html lang>` for a language. */
export const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en')
