import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { POSTGRES_PASS_MARK, postgresPassFiles, serverTestFiles } from './postgres-pass.js'

const root = join(import.meta.dirname, '..', '..')
const source = (file: string) => readFileSync(join(root, file), 'utf8')

/** Tests that mean something only on a PostgreSQL server: skipped without one, or two instances on one database. */
const POSTGRES_ONLY = /\.runIf\((process\.env\.DATABASE_URL|url|onPostgres)\b|sameDatabaseAs/

describe("CI's PostgreSQL pass", () => {
  it('takes every test file that runs only on PostgreSQL or starts two instances on one database', () => {
    const unmarked = serverTestFiles(root)
      .filter((file) => file !== 'src/test/postgres-pass.test.ts')
      .filter((file) => POSTGRES_ONLY.test(source(file)) && !POSTGRES_PASS_MARK.test(source(file)))
    expect(unmarked).toEqual([])
  })

  it('takes the marked files and leaves the rest to the embedded pass', () => {
    const all = serverTestFiles(root)
    const marked = postgresPassFiles(root)
    expect(marked).toContain('src/db/start-together.test.ts')
    expect(marked).toContain('src/modules/staff/permission-matrix.test.ts')
    expect(marked).not.toContain('src/cli/staff.test.ts')
    expect(marked.every((file) => all.includes(file))).toBe(true)
  })

  it('reads the mark only as a line of its own with a reason', () => {
    expect(POSTGRES_PASS_MARK.test('// PostgreSQL pass: pg_dump and pg_restore.\nimport x')).toBe(true)
    expect(POSTGRES_PASS_MARK.test('/** not here: // PostgreSQL pass: x */')).toBe(false)
    expect(POSTGRES_PASS_MARK.test('// PostgreSQL pass:\n')).toBe(false)
  })
})
