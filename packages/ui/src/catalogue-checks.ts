import { expect } from 'vitest'

// The checks every pair of catalogues passes, for the apps' catalogue tests (vitest's expect: tests
// import this module, never the apps' code).

type Catalogue = Readonly<Record<string, string>>

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join()

/** Both languages have the same keys; `name` tells which catalogue failed. */
export function expectSameKeys(zh: Catalogue, en: Catalogue, name = 'the catalogue'): void {
  expect(
    Object.keys(en).filter((key) => !(key in zh)),
    `keys only in en (${name})`,
  ).toEqual([])
  expect(
    Object.keys(zh).filter((key) => !(key in en)),
    `keys only in zh (${name})`,
  ).toEqual([])
}

/** Every text of both languages says something (an empty one would show as a gap, not fall back). */
export function expectNoEmptyText(zh: Catalogue, en: Catalogue, name = 'the catalogue'): void {
  const empty = [...Object.entries(zh), ...Object.entries(en)].filter(([, text]) => text.trim() === '').map(([key]) => key)
  expect(empty, name).toEqual([])
}

/** Each text has the same `{placeholders}` in both languages, except the keys in `except`. */
export function expectSamePlaceholders(zh: Catalogue, en: Catalogue, except: readonly string[] = [], name = 'the catalogue'): void {
  const differing = Object.keys(zh).filter((key) => !except.includes(key) && placeholders(zh[key]) !== placeholders(en[key]))
  expect(differing, `keys with other placeholders in en (${name})`).toEqual([])
}
