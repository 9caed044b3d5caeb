import type { Lang } from '@ibr/contract/lang'
import { useStore } from '@ibr/ui/create-store'
import { translate, type Params } from '@ibr/ui/translate'
import { useCallback } from 'react'
import { en } from './en'
import { langStore } from './lang'
import { zh, type MessageKey } from './zh'

export type { MessageKey }
export type Translate = (key: MessageKey, params?: Params) => string

const catalogues = { zh, en }

/** The text of a key in a language. */
export const translateIn = (lang: Lang, key: MessageKey, params?: Params) => translate(catalogues, lang, key, params)

/** The text of a key in the language chosen now, for code outside React (the API client's messages). */
export const translateNow: Translate = (key, params) => translateIn(langStore.get().lang, key, params)

/** The console's language; a component reading it re-renders when it changes. */
export const useLang = (): Lang => useStore(langStore, (s) => s.lang)

/** `t` in the console's language; the component re-renders with the new texts when it changes. */
export function useT(): Translate {
  const lang = useLang()
  return useCallback((key, params) => translateIn(lang, key, params), [lang])
}
