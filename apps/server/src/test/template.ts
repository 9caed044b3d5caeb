import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where this run's seeded template lives. The global setup names it after its own process and
 * passes the name to the test workers through the environment, so two runs on one machine (a
 * developer's and CI's, or two helpers') never overwrite each other's template.
 */
const run = process.env.IBR_TEST_RUN ?? String(process.pid)
export const TEMPLATE_DIR = join(tmpdir(), `ibr-test-template-${run}`)
export const TEMPLATE_DB = `ibr_test_template_${run}`

/** The same server, another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
