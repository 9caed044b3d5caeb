// PostgreSQL pass: the command on a database of its own, made from the template, and the servers it sees connected there.
/** `npm run migrate` as a process: its status, down and up on a site of its own, and its refusals. */
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_SOCKET, listenControlSocket } from '../backup/control-socket.js'
import { runCli } from '../test/cli-process.js'
import { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from '../test/template.js'
import { knownMigrations } from './database.js'

const onPostgres = Boolean(process.env.DATABASE_URL)

let known: string[]
let last: string

beforeAll(async () => {
  known = await knownMigrations()
  last = known.at(-1)!
})

async function admin(query: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(query)
  await client.end()
}

describe('npm run migrate', () => {
  const migrateCli = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
    runCli('migrate', args, { DATA_DIR: dataDir, ...env })

  it('refuses, before opening it, an embedded database a running server has open', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ibr-migrate-cli-'))
    const control = await listenControlSocket(join(dataDir, CONTROL_SOCKET))
    try {
      const { status, stderr } = await migrateCli(dataDir, ['down', '--to', '0030'])
      expect(stderr.trim()).toBe(
        `refused: a server is running on this DATA_DIR (${dataDir}), and the embedded database opens in one process only: stop it first (systemctl stop 'ibr@*'). Nothing was changed.`,
      )
      expect(status).toBe(1)
    } finally {
      await control.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('says where the database is, undoes down to a migration and applies again', async () => {
    // A site of its own: the embedded database opens in one process, and this one has the test app's open.
    const dataDir = await mkdtemp(join(tmpdir(), 'ibr-migrate-cli-site-'))
    let dbName: string | undefined
    const env: Record<string, string> = {}
    try {
      if (onPostgres) {
        dbName = `ibr_test_${randomBytes(5).toString('hex')}`
        await admin(`create database ${dbName} template ${TEMPLATE_DB}`)
        env.DATABASE_URL = withDatabase(process.env.DATABASE_URL!, dbName)
      } else await cp(TEMPLATE_DIR, dataDir, { recursive: true })
      const previous = known.at(-2)!
      const status = await migrateCli(dataDir, ['status'], env)
      expect(status.stdout).toContain(`applied: ${known.length} (last ${last})`)
      expect(status.stdout).toContain('pending: none')
      expect(status.stdout).toContain('newer than this build: none')
      expect(status.stdout).toMatch(/contract migrations in this build: .*0013-search-teams-words \(search_doc\.path is required/)
      if (onPostgres) expect(status.stdout).toContain('servers connected: none')
      const down = await migrateCli(dataDir, ['down', '--to', previous.slice(0, 4)], env)
      expect({ status: down.status, stdout: down.stdout.trim() }, down.stderr).toEqual({
        status: 0,
        stdout: `undone 1: ${last}; the database is at ${previous}`,
      })
      expect((await migrateCli(dataDir, ['status'], env)).stdout).toContain(`pending: ${last}`)
      const up = await migrateCli(dataDir, [], env)
      expect(up.stdout.trim()).toBe(`applied 1: ${last}; the database is at ${last}`)
    } finally {
      if (dbName) await admin(`drop database if exists ${dbName} with (force)`)
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('says how to use it', async () => {
    const { status, stderr } = await migrateCli('/nonexistent', ['down'])
    expect(stderr).toContain('refused: down needs --to <migration name or number>')
    expect(status).toBe(2)
    const unknown = await migrateCli('/nonexistent', ['status', '--verbose'])
    expect(unknown.stderr).toContain("Unknown option '--verbose'")
    expect(unknown.stderr).toContain('usage:')
    expect(unknown.status).toBe(2)
  })

  it('says so when it cannot reach the database, rather than report it empty', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ibr-migrate-cli-unreachable-'))
    try {
      for (const command of [['status'], ['up']]) {
        // Port 1 on loopback: nothing listens there.
        const { status, stdout, stderr } = await migrateCli(dataDir, command, { DATABASE_URL: 'postgres://ibr@127.0.0.1:1/ibr' })
        expect(stdout).not.toContain('applied')
        expect(stderr).toMatch(/^migrate failed: .*ECONNREFUSED/)
        expect(status).toBe(1)
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
