import { translate, type Params } from '@ibr/ui/translate'
import { en } from './en'
import { currentLang } from './lang'
import { zh, type MessageKey } from './zh'

export type { MessageKey }
export { currentLang }

/** Both catalogues ship in the first load: together they are a few kilobytes, one request fewer than loading one. */
const catalogues = { zh, en }

/** The text of a key in this page's language. */
export function t(key: MessageKey, params?: Params): string {
  return translate(catalogues, currentLang, key, params)
}

/** A comma-separated catalogue entry as a list (weekday names). */
export const tList = (key: MessageKey): string[] => t(key).split(',')
