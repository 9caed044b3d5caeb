import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')

/**
 * Where text in a language may be written out: the catalogues, the demo content (seed and scale
 * data), tests and their fixtures, the developers' API index page, which shows both languages side by side, and the
 * vocabularies a matcher reads (`*-vocabulary.ts`: words, not messages).
 */
const EXEMPT = [
  /^i18n\//,
  /^db\/seed\//,
  /^db\/scale\//,
  /^test\//,
  /\.test\.ts$/,
  /-fixtures\.ts$/,
  /^modules\/site\/api-index-page\.ts$/,
  /-vocabulary\.ts$/,
]

/** A `{ zh: '…', en: '…' }` pair, or Chinese text anywhere (a message written inline in one language). */
const INLINE = [/(?:^|[{,])\s*(?:zh|en)\s*:\s*['"`]/, /[\u4e00-\u9fff]/]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('server messages', () => {
  it('all come from the catalogues: no module writes one inline', () => {
    const files = sources(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => !EXEMPT.some((rule) => rule.test(path)))
    expect(files.length).toBeGreaterThan(50)
    const offending = files.flatMap((path) =>
      readFileSync(join(SRC, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => (INLINE.some((pattern) => pattern.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offending).toEqual([])
  })
})
