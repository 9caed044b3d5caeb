import type { Lang } from '@ibr/contract/lang'
import { translate, type Params } from './translate'

/**
 * A catalogue of texts in both languages: a feature's (or a shared component's) own, kept beside its
 * code so that it loads with the lazy screen that uses it. Each app reads it in its language its own
 * way: the site through a `t` fixed for the page load, the console through a hook that re-renders
 * when the language changes in place.
 */
export interface Messages<K extends string> {
  readonly zh: Readonly<Record<K, string>>
  readonly en: Readonly<Record<K, string>>
  /** Whether this catalogue holds the key (a caller combining catalogues asks each in turn). */
  has(key: string): key is K
  /** The text of a key in a language, with the Chinese fallback of `translate`. */
  textIn(lang: Lang, key: K, params?: Params): string
}

/** The keys of a catalogue (of each, for a union of catalogues). */
export type KeyOf<M> = M extends Messages<infer K> ? K : never

/**
 * Defines a catalogue: its Chinese texts and the English ones with exactly the same keys (the type
 * insists; the apps' catalogue tests check every `messages.ts` at run time too).
 */
export function defineMessages<K extends string>(zh: Record<K, string>, en: Record<K, string>): Messages<K> {
  const catalogues = { zh, en }
  return {
    zh,
    en,
    has: (key: string): key is K => Object.hasOwn(zh, key),
    textIn: (lang, key, params) => translate(catalogues, lang, key, params),
  }
}
