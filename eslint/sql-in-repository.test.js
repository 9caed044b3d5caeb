// The server's rule "SQL lives in repositories", with the repository's own configuration, on files
// written in memory at the paths that decide it: a rule that cannot fail would let queries spread unseen.
import { join } from 'node:path'
import { Linter } from 'eslint'
import { describe, expect, it } from 'vitest'
import config from '../eslint.config.js'

const root = join(import.meta.dirname, '..')

/** The repository's configuration with only the rules this test is about (the others need type information). */
const RULES = ['no-restricted-syntax', '@typescript-eslint/no-restricted-imports']
const sqlRules = config.map((block) => ({
  ...block,
  ...(block.languageOptions && { languageOptions: { ...block.languageOptions, parserOptions: {} } }),
  ...(block.rules && { rules: Object.fromEntries(Object.entries(block.rules).filter(([name]) => RULES.includes(name))) }),
}))

/** The messages for `text` as the file at `path` (from the repository's root). */
function lint(path, text) {
  const linter = new Linter({ cwd: root })
  return linter.verify(text, sqlRules, { filename: join(root, path) }).map((m) => m.message)
}

const QUERY = "export const rows = (db: any) => db.selectFrom('staff_user').selectAll().execute()\n"
const RAW = "import { sql } from 'kysely'\nexport const one = sql`select 1`\n"
const SQL = /^SQL lives in a repository of this file's area/

describe('SQL lives in repositories', () => {
  it.each([
    'apps/server/src/auth/x.ts',
    'apps/server/src/db/x.ts',
    'apps/server/src/backup/x.ts',
    'apps/server/src/modules/news/news-service.ts',
  ])('refuses a query and raw SQL in %s', (path) => {
    expect(lint(path, QUERY)).toEqual([expect.stringMatching(SQL)])
    expect(lint(path, RAW)).toContainEqual(expect.stringMatching(SQL))
  })

  it('refuses SQL where the environment may be read (cli/, config.ts), and allows the environment there', () => {
    expect(lint('apps/server/src/cli/x.ts', QUERY)).toEqual([expect.stringMatching(SQL)])
    expect(lint('apps/server/src/config.ts', RAW)).toEqual([expect.stringMatching(SQL)])
    expect(lint('apps/server/src/cli/x.ts', 'export const url = process.env.DATABASE_URL\n')).toEqual([])
  })

  it('still refuses process.env elsewhere in the server', () => {
    expect(lint('apps/server/src/auth/x.ts', 'export const url = process.env.DATABASE_URL\n')).toEqual([
      expect.stringMatching(/^Read settings through config.ts/),
    ])
  })

  it.each([
    'apps/server/src/auth/x-repository.ts',
    'apps/server/src/modules/news/news-repository.ts',
    'apps/server/src/db/migrations/0099-x.ts',
    'apps/server/src/db/seed/x.ts',
    'apps/server/src/db/scale/x.ts',
    'apps/server/src/auth/x.test.ts',
    'apps/server/src/test/factory.ts',
  ])('allows a query and raw SQL in %s', (path) => {
    expect(lint(path, QUERY)).toEqual([])
    expect(lint(path, RAW)).toEqual([])
  })

  it('allows SQL pieces in db/sql/, never a whole query there', () => {
    expect(lint('apps/server/src/db/sql/x.ts', RAW)).toEqual([])
    expect(lint('apps/server/src/db/sql/x.ts', QUERY)).toEqual([expect.stringMatching(SQL)])
  })

  it("refuses a module's value import of the query builder outside its repositories, not a type import", () => {
    expect(lint('apps/server/src/modules/news/news-service.ts', "import { sql } from 'kysely'\nexport const s = sql\n")).toEqual([
      expect.stringMatching(/^'kysely' import is restricted from being used\. SQL lives in a repository/),
    ])
    expect(
      lint('apps/server/src/modules/news/news-service.ts', "import type { Kysely } from 'kysely'\nexport type K = Kysely<unknown>\n"),
    ).toEqual([])
  })
})
