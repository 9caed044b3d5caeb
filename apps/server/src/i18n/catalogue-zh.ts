import { conferences, site, staff } from './zh/index.js'

/**
 * Every message the server sends, in Chinese: the reference catalogue, in one file per area
 * (`zh/`). Placeholders are `{name}`; `catalogue-en.ts` has the same keys with the same placeholders
 * (a test checks). Chinese has no plural forms, so each entry is one string.
 */
export const zh = { ...site, ...staff, ...conferences } as const

export type MessageKey = keyof typeof zh
