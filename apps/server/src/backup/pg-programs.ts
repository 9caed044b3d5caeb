import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'

/**
 * Runs one of PostgreSQL's programs (pg_dump, pg_restore) with the connection string as `--dbname`.
 * The string never goes into a message (it may hold a password): what the program says on failure
 * is passed on with any address in it replaced.
 */
async function run(program: string, args: string[], input?: Readable): Promise<void> {
  const child = spawn(program, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] })
  let said = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (said = (said + chunk).slice(-4000)))
  if (input) input.pipe(child.stdin!)
  const [code, error] = await new Promise<[number | null, Error | undefined]>((resolve) => {
    child.once('error', (e) => resolve([null, e]))
    child.once('close', (status) => resolve([status, undefined]))
  })
  if (error) {
    const missing = (error as { code?: string }).code === 'ENOENT'
    throw new Error(
      missing
        ? `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`
        : `${program}: ${error.message}`,
    )
  }
  if (code !== 0) throw new Error(`${program} failed (exit ${code}): ${said.replace(/postgres(ql)?:\/\/\S+/g, '[database]').trim()}`)
}

/** Dumps the database as the exported snapshot sees it, in pg_dump's custom format, to `path`. */
export function pgDump(databaseUrl: string, snapshot: string, path: string): Promise<void> {
  return run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--snapshot=${snapshot}`,
    `--file=${path}`,
    `--dbname=${databaseUrl}`,
  ])
}

/** Restores a custom-format dump read from `source` into an empty database. */
export function pgRestore(databaseUrl: string, source: Readable): Promise<void> {
  return run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`], source)
}
