import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The line a server test file carries when what it tests can come out differently on a PostgreSQL
 * server than on the embedded database, saying what: `// PostgreSQL pass: <what differs there>`.
 * Both run the same SQL on the same engine (PGlite is PostgreSQL), so CI's PostgreSQL pass runs only
 * these files (POSTGRES_PASS=1); docs/testing.md says which kinds of test carry it.
 */
export const POSTGRES_PASS_MARK = /^\/\/ PostgreSQL pass: \S/m

/** Every server test file under `src`, relative to the server's folder (as Vitest's include takes them). */
export function serverTestFiles(serverRoot: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.test.ts')) files.push(relative(serverRoot, path))
    }
  }
  walk(join(serverRoot, 'src'))
  return files.sort()
}

/** The test files that carry the mark. */
export function postgresPassFiles(serverRoot: string): string[] {
  return serverTestFiles(serverRoot).filter((file) => POSTGRES_PASS_MARK.test(readFileSync(join(serverRoot, file), 'utf8')))
}
