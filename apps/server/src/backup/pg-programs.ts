import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'

/** What a program said on stderr, with any connection string (it may hold a password) replaced. */
const scrub = (said: string) => said.replace(/postgres(ql)?:\/\/\S+/g, '[database]').trim()

interface Running {
  stdout: Readable | null
  /** Resolves when the program ended well; rejects with what it said otherwise. */
  done: Promise<void>
  /** Ends the program early (its reader gave up): `done` then no longer matters. */
  stop(): void
}

/**
 * Starts one of PostgreSQL's programs (pg_dump, pg_restore). The connection string goes as `--dbname`
 * and never into a message: what the program says on failure is passed on with any address in it
 * replaced.
 */
function start(program: string, args: string[], keepStdout: boolean): Running {
  const child = spawn(program, args, { stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'] })
  let said = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (said = (said + chunk).slice(-4000)))
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      const missing = (error as { code?: string }).code === 'ENOENT'
      reject(
        new Error(
          missing
            ? `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`
            : `${program}: ${error.message}`,
        ),
      )
    })
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${scrub(said)}`))))
  })
  return {
    stdout: child.stdout,
    done,
    stop() {
      done.catch(() => {})
      child.kill()
    },
  }
}

/**
 * Dumps the database as the exported snapshot sees it, in pg_dump's custom format, to `path`; of
 * the tables in `withoutData`, only their definition.
 */
export function pgDump(databaseUrl: string, snapshot: string, path: string, withoutData: readonly string[] = []): Promise<void> {
  return start(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      ...withoutData.map((table) => `--exclude-table-data=public.${table}`),
      `--snapshot=${snapshot}`,
      `--file=${path}`,
      `--dbname=${databaseUrl}`,
    ],
    false,
  ).done
}

/** The most lines of a dump's table of contents read: a site has a few hundred objects. */
const LIST_MAX_LINES = 100_000

/** The table of contents of a custom-format dump (`pg_restore --list`), one entry a line; no database is touched. */
export async function pgRestoreList(path: string): Promise<string[]> {
  const running = start('pg_restore', ['--list', path], true)
  const lines: string[] = []
  try {
    for await (const line of createInterface({ input: running.stdout!, crlfDelay: Infinity })) {
      if (lines.length >= LIST_MAX_LINES) throw new Error(`the dump's table of contents is longer than ${LIST_MAX_LINES} lines`)
      lines.push(line)
    }
  } catch (error) {
    running.stop()
    throw error
  }
  await running.done
  return lines
}

/**
 * The rows of a custom-format dump as the SQL script pg_restore prints (`--data-only`: COPY blocks
 * and the sequences' setval), read line by line; no database is touched. The script is never run:
 * the caller takes only what it recognises from it (pg-dump-load.ts). `done` settles when the program
 * ends, after the lines are read; `stop` ends it when the reader gives up.
 */
export function pgRestoreDataScript(path: string): { lines: AsyncIterable<string>; done: Promise<void>; stop(): void } {
  const running = start('pg_restore', ['--data-only', '--file=-', path], true)
  return { lines: createInterface({ input: running.stdout!, crlfDelay: Infinity }), done: running.done, stop: running.stop }
}
