// The project's own lint rules on a small tree of files written for the test: a rule that cannot
// fail would let the architecture drift unseen.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import importBoundaries from './import-boundaries.js'
import noImportCycle from './no-import-cycle.js'

const root = mkdtempSync(join(tmpdir(), 'lint-rules-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Writes the files (path → text) under the test's root. */
function tree(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

const zones = [
  { target: 'web/features/news', from: 'web/features', message: 'features stay apart' },
  { sealed: 'server/modules/article', allow: '^server/modules/article/index\\.ts$', message: 'through its index' },
]

/** The messages of the local rules for one file of the tree. */
function lint(path) {
  const linter = new Linter({ cwd: root })
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-import-cycle': noImportCycle, 'import-boundaries': importBoundaries } } },
      rules: { 'local/no-import-cycle': 'error', 'local/import-boundaries': ['error', { zones }] },
    },
  ]
  return linter.verify(files[path], config, { filename: join(root, path) }).map((m) => m.message)
}

const files = {
  'web/features/news/list.tsx': "import { card } from '../research/card'\nimport { row } from './row'\nexport const list = [card, row]\n",
  'web/features/news/row.ts': 'export const row = 1\n',
  'web/features/research/card.ts': 'export const card = 1\n',
  'server/modules/home/home-routes.ts':
    "import { cards } from '../article/index.js'\nimport { rows } from '../article/article-repository.js'\nexport const r = [cards, rows]\n",
  'server/app.ts': "import { cards } from './modules/article/article-service.js'\nexport const a = cards\n",
  'server/modules/article/index.ts': "export { cards } from './article-service.js'\n",
  'server/modules/article/article-service.ts': "import { rows } from './article-repository.js'\nexport const cards = rows\n",
  'server/modules/article/article-repository.ts': 'export const rows = 1\n',
  'cycle/a.ts': "import type { B } from './b.js'\nexport type A = { b?: B }\n",
  'cycle/b.ts': "import { type A } from './a'\nexport type B = { a?: A }\n",
  'cycle/c.ts': "import type { A } from './a.js'\nexport type C = A\n",
}
tree(files)

describe('local/import-boundaries', () => {
  it('refuses a feature importing another feature, not its own files', () => {
    expect(lint('web/features/news/list.tsx')).toEqual(['web/features/research/card.ts may not be imported here: features stay apart'])
  })
  it("refuses another module's inner files and allows its index", () => {
    expect(lint('server/modules/home/home-routes.ts')).toEqual([
      'server/modules/article/article-repository.ts may not be imported here: through its index',
    ])
  })
  it('holds files outside every module to the index too, and lets a module import its own files', () => {
    expect(lint('server/app.ts')).toEqual(['server/modules/article/article-service.ts may not be imported here: through its index'])
    expect(lint('server/modules/article/article-service.ts')).toEqual([])
  })
})

describe('local/no-import-cycle', () => {
  it('reports both files of a cycle made of type-only imports, with the path', () => {
    expect(lint('cycle/a.ts')).toEqual(['Import cycle: cycle/a.ts → cycle/b.ts → cycle/a.ts'])
    expect(lint('cycle/b.ts')).toEqual(['Import cycle: cycle/b.ts → cycle/a.ts → cycle/b.ts'])
  })
  it('leaves a file that only imports into a cycle alone', () => {
    expect(lint('cycle/c.ts')).toEqual([])
  })
})
