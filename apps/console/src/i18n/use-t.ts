import type { Lang } from '@ibr/contract/lang'
import { useStore } from '@ibr/ui/create-store'
import type { KeyOf, Messages } from '@ibr/ui/define-messages'
import { translate, type Params } from '@ibr/ui/translate'
import { useCallback } from 'react'
import { en } from './en'
import { langStore } from './lang'
import { zh, type MessageKey } from './zh'

export type { MessageKey }
/** `t` for the shell's keys, and for the keys `K` of the catalogues a screen adds to them. */
export type Translate<K extends string = never> = (key: K | MessageKey, params?: Params) => string

const catalogues = { zh, en }

/** The text of a key of the shell's catalogue in a language. */
export const translateIn = (lang: Lang, key: MessageKey, params?: Params) => translate(catalogues, lang, key, params)

/** The text of a key in the language chosen now, for code outside React (the API client's messages). */
export const translateNow: Translate = (key, params) => translateIn(langStore.get().lang, key, params)

/** The text of a key of the given catalogues (the first that holds it) or else of the shell's, in a language. */
export function textIn<M extends readonly Messages<string>[]>(
  own: M,
  lang: Lang,
  key: KeyOf<M[number]> | MessageKey,
  params?: Params,
): string {
  const holder = own.find((messages) => messages.has(key))
  return holder ? holder.textIn(lang, key, params) : translateIn(lang, key as MessageKey, params)
}

/** The console's language; a component reading it re-renders when it changes. */
export const useLang = (): Lang => useStore(langStore, (s) => s.lang)

/** `t` for the shell's keys in the console's language; the component re-renders with the new texts when it changes. */
export function useT(): Translate {
  const lang = useLang()
  return useCallback((key, params) => translateIn(lang, key, params), [lang])
}

/**
 * `t` for a screen's own catalogues (its `messages.ts`, a shared one) and the shell's common words,
 * in the console's language; the component re-renders with the new texts when it changes.
 */
export function useMessages<M extends readonly Messages<string>[]>(...own: M): Translate<KeyOf<M[number]> | MessageKey> {
  const lang = useLang()
  // The catalogues are module constants: the callback changes only with the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, params) => textIn(own, lang, key, params), [lang, ...own])
}
