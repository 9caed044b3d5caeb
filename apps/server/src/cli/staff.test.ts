import { spawnSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROLE, SUPER_USER_TYPE } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPassword } from '../auth/password.js'
import { openDatabase, type Database } from '../db/database.js'

/**
 * The staff CLI as an administrator runs it: its own process, the server's settings. The embedded
 * database is used whatever the run's DATABASE_URL: the CLI's work is the same on both.
 */
let dataDir: string
const cli = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/staff.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    input,
    encoding: 'utf8',
  })
let database: Database | undefined
const db = async () => {
  database ??= await openDatabase({ dataDir })
  return database.db
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ibr-cli-'))
})
afterAll(async () => {
  await database?.close()
})

// Each call is a process of its own that compiles the CLI and opens the embedded database (migrating it
// the first time): on a loaded machine two of them outlast the default 30 s.
describe('npm run staff', { timeout: 120_000 }, () => {
  it('adds the first administrator with a password from standard input, and lists accounts', async () => {
    const added = cli(
      ['add', 'chief', '--role', 'super-user', '--name', 'Chief Admin', '--email', 'chief@institute.example', '--password-stdin'],
      'Long-enough-phrase-1\n',
    )
    expect(added.stderr).toBe('')
    expect(added.stdout).toContain('added chief (super-user)')
    const listed = cli(['list'])
    expect(listed.stdout).toMatch(/^chief\s+active\s+local\s+999999\s+99\s+Chief Admin\s+chief@institute\.example$/m)
    await database?.close()
    database = undefined
    const row = await (await db()).selectFrom('staff_user').selectAll().where('username', '=', 'chief').executeTakeFirstOrThrow()
    expect(row.user_type).toBe(SUPER_USER_TYPE)
    expect(row.email).toBe('chief@institute.example')
    expect(row.must_change_password).toBe(false)
    expect(await checkPassword('Long-enough-phrase-1', row.password_hash)).toBe(true)
    const roles = await (await db()).selectFrom('staff_role').select('code').where('user_id', '=', row.id).execute()
    expect(roles.map((r) => r.code)).toEqual([ROLE.admin])
    await database!.close()
    database = undefined
  })

  it('makes up a password to be changed at first sign-in when none is given', async () => {
    const added = cli(['add', 'ed', '--role', 'editor', '--role', 'reviewer'])
    const temporary = /temporary password[^:]*: (\S+)/.exec(added.stdout)?.[1]
    expect(temporary).toMatch(/^[A-Za-z0-9]{16}$/)
    const row = await (await db()).selectFrom('staff_user').selectAll().where('username', '=', 'ed').executeTakeFirstOrThrow()
    expect(row.must_change_password).toBe(true)
    expect(await checkPassword(temporary!, row.password_hash)).toBe(true)
    await database!.close()
    database = undefined
  })

  it('changes a password, refusing a common one', async () => {
    const weak = cli(['passwd', 'chief', '--password-stdin'], 'password123\n')
    expect(weak.status).toBe(2)
    expect(weak.stderr).toMatch(/too common/)
    const changed = cli(['passwd', 'chief', '--password-stdin'], 'Another-fine-phrase-2\n')
    expect(changed.status).toBe(0)
    const row = await (await db()).selectFrom('staff_user').selectAll().where('username', '=', 'chief').executeTakeFirstOrThrow()
    expect(await checkPassword('Another-fine-phrase-2', row.password_hash)).toBe(true)
    await database!.close()
    database = undefined
  })

  it('explains its usage on a mistake', () => {
    for (const args of [
      [],
      ['remove', 'x'],
      ['add', 'x'],
      ['add', 'x', '--role', 'boss'],
      ['add', 'chief', '--role', 'editor'],
      ['add', 'mailless', '--role', 'editor', '--email', 'not an address'],
    ]) {
      const res = cli(args)
      expect(res.status, args.join(' ')).toBe(2)
      expect(res.stderr, args.join(' ')).not.toBe('')
    }
  })
})
