// No file over 300 lines outside migrations and seed data, with the repository's own configuration: a
// limit the configuration does not apply where it says would let files grow unseen.
import { join } from 'node:path'
import { Linter } from 'eslint'
import { describe, expect, it } from 'vitest'
import config from '../eslint.config.js'

const root = join(import.meta.dirname, '..')

/** The repository's configuration with only this rule (the others need type information). */
const onlyMaxLines = config.map((block) => ({
  ...block,
  ...(block.languageOptions && { languageOptions: { ...block.languageOptions, parserOptions: {} } }),
  ...(block.rules && { rules: Object.fromEntries(Object.entries(block.rules).filter(([name]) => name === 'max-lines')) }),
}))

const lint = (path, lines) =>
  new Linter({ cwd: root })
    .verify(`${Array.from({ length: lines }, (_, i) => `export const v${i} = ${i}`).join('\n')}\n`, onlyMaxLines, {
      filename: join(root, path),
    })
    .map((m) => m.ruleId)

describe('no file over 300 lines', () => {
  it.each([
    'apps/server/src/modules/news/news-service.ts',
    'apps/server/src/modules/news/news.test.ts',
    'apps/console/src/features/news/news-page.tsx',
    'packages/contract/src/staff/news-calls.ts',
    'e2e/news.test.ts',
    'bench/news-bench.ts',
    'scripts/news.mjs',
  ])('refuses 301 lines in %s, not 300', (path) => {
    expect(lint(path, 301)).toEqual(['max-lines'])
    expect(lint(path, 300)).toEqual([])
  })

  it.each(['apps/server/src/db/migrations/0099-news.ts', 'apps/server/src/db/seed/news-bank.ts'])('allows a longer %s', (path) => {
    expect(lint(path, 500)).toEqual([])
  })
})
