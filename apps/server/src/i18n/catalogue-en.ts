import type { MessageKey } from './catalogue-zh.js'
import { conferences, site, staff } from './en/index.js'

/** An English message, or its plural forms chosen by the `count` placeholder (Intl.PluralRules). */
export type EnglishMessage = string | { one: string; other: string }

/** Every message the server sends, in English, in one file per area (`en/`); the same keys and placeholders as the Chinese. */
export const en = { ...site, ...staff, ...conferences } as const satisfies Record<MessageKey, EnglishMessage>
