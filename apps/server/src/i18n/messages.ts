import type { Lang } from '@ibr/contract'
import { en, type EnglishMessage } from './catalogue-en.js'
import { zh, type MessageKey } from './catalogue-zh.js'

export type { MessageKey }
/** A message in both languages, ready for whichever the request asks for. */
export type Message = Record<Lang, string>
export type Params = Record<string, string | number>

const englishPlural = new Intl.PluralRules('en')

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

function english(entry: EnglishMessage, params: Params): string {
  if (typeof entry === 'string') return fill(entry, params)
  const count = Number(params.count ?? params.limit ?? params.min ?? params.max ?? 0)
  return fill(englishPlural.select(count) === 'one' ? entry.one : entry.other, params)
}

/**
 * The message `key` in both languages, placeholders filled. English plural forms follow the
 * `count` placeholder (or the one number the message carries: `limit`, `min`, `max`).
 */
export function message(key: MessageKey, params: Params = {}): Message {
  return { zh: fill(zh[key], params), en: english(en[key], params) }
}

/** A message whose placeholders are themselves messages (a label inside a form message). */
export function messageWith(key: MessageKey, params: Record<string, Message | string | number>): Message {
  const pick = (lang: Lang): Params =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]))
  return { zh: fill(zh[key], pick('zh')), en: english(en[key], pick('en')) }
}
