import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where the seeded template of this test run lives; shared by the global setup and every test file. */
export const TEMPLATE_DIR = join(tmpdir(), 'ibr-test-template')
export const TEMPLATE_DB = 'ibr_test_template'

/** The same server, another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
