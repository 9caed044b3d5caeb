import { defineMessages as defineCatalogue } from '@ibr/ui/define-messages'
import type { Params } from '@ibr/ui/translate'
import { currentLang } from './lang'

/**
 * A feature's own catalogue (packages/ui's, as in the console) with the site's `t`: in the language
 * of this page load, which changes only by reloading. Features keep their strings beside their code,
 * and a lazy page's strings load with it.
 */
export function defineMessages<K extends string>(zh: Record<K, string>, en: Record<K, string>) {
  const messages = defineCatalogue(zh, en)
  return { ...messages, t: (key: K, params?: Params): string => messages.textIn(currentLang, key, params) }
}
