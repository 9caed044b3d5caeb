/**
 * Staff accounts from the command line: the first administrator of a new site, and scripts.
 *   npm run staff -- add <username> --role <editor|reviewer|conference-reviewer|administrator|super-user> [--role …] [--name "…"] [--email ADDR] [--cas] [--password-stdin]
 *   npm run staff -- passwd <username> --password-stdin
 *   npm run staff -- list
 * The same settings as the server (DATABASE_URL, DATA_DIR, .env). Without --password-stdin a local
 * account gets a made-up password, printed once, to be changed at the first sign-in.
 */
import { parseArgs } from 'node:util'
import { EMAIL, EMAIL_MAX } from '@ibr/contract/forms'
import { PASSWORD_MAX, ROLE, ROLE_NAMES, SUPER_USER_TYPE, type RoleName } from '@ibr/contract/staff'
import { revokeDevices } from '../auth/device-cookie.js'
import { hashPassword, passwordProblem, temporaryPassword } from '../auth/password.js'
import { siteWords } from '../auth/site-words.js'
import { loadConfig, loadEnvFile } from '../config.js'
import { migrate, openDatabase } from '../db/database.js'
import { cliApplicationName } from '../db/live-instances.js'
import { message } from '../i18n/messages.js'
import { recordAudit } from '../modules/audit/index.js'
import { accountRepository, staffRepository } from '../modules/staff/index.js'

const USAGE = `usage:
  npm run staff -- add <username> --role <${ROLE_NAMES.join('|')}> [--role …] [--name "…"] [--email ADDR] [--cas] [--password-stdin]
  npm run staff -- passwd <username> --password-stdin
  npm run staff -- list`

const ROLE_CODE: Record<Exclude<RoleName, 'super-user'>, number> = {
  editor: ROLE.editor,
  reviewer: ROLE.reviewer,
  'conference-reviewer': ROLE.conferenceReviewer,
  administrator: ROLE.admin,
}

class UsageError extends Error {}

// npm runs workspace scripts in apps/server; DATA_DIR and .env mean what they mean where the command
// was typed, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password: ')
  let text = ''
  for await (const chunk of process.stdin) text += String(chunk)
  return text.replace(/\r?\n$/, '')
}

/** The password read from standard input, checked against the user name, the person's name and the site's names; or one made up. */
async function choosePassword(
  account: { username: string; name: string },
  fromStdin: boolean,
  site: readonly string[],
): Promise<{ password: string; made: boolean }> {
  if (!fromStdin) return { password: temporaryPassword(), made: true }
  const password = await readStdin()
  // Signing in takes at most PASSWORD_MAX characters: a longer password could never be used.
  if ([...password].length > PASSWORD_MAX) throw new UsageError(`a password has at most ${PASSWORD_MAX} characters`)
  const problem = await passwordProblem(password, account.username, { name: account.name, site })
  if (problem) throw new UsageError(message(problem, { min: 10 }).en)
  return { password, made: false }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
      email: { type: 'string' },
      cas: { type: 'boolean' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, username] = positionals
  if (values.help || !command) throw new UsageError(USAGE)
  if (!['add', 'passwd', 'list'].includes(command)) throw new UsageError(`unknown command "${command}"\n${USAGE}`)
  if (command !== 'list' && !username) throw new UsageError(`${command} needs a user name\n${USAGE}`)

  loadEnvFile()
  const config = loadConfig()
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, application: cliApplicationName('staff') })
  try {
    await migrate(database.db)
    const db = database.db
    const repo = staffRepository(db)
    const audit = (action: 'userCreate' | 'passwordReset', entityId: number, summary: string) =>
      recordAudit(db, { userId: null, username: 'cli', action, entity: 'user', entityId, address: 'command line', summary })

    if (command === 'list') {
      const { list } = await repo.list({ page: 1, pageSize: 100 }, 'en')
      let page = 1
      let rows = list
      for (;;) {
        for (const u of rows) {
          console.log(
            [
              u.username.padEnd(20),
              u.active ? 'active  ' : 'inactive',
              u.source.padEnd(5),
              u.roles.join(',') || '—',
              u.userType,
              u.name,
              u.email ?? '',
            ].join('  '),
          )
        }
        if (rows.length < 100) break
        rows = (await repo.list({ page: ++page, pageSize: 100 }, 'en')).list
      }
      return
    }

    if (command === 'add') {
      const roleNames = (values.role ?? []) as string[]
      if (roleNames.length === 0) throw new UsageError(`add needs at least one --role\n${USAGE}`)
      const unknown = roleNames.filter((r) => !(ROLE_NAMES as readonly string[]).includes(r))
      if (unknown.length) throw new UsageError(`unknown role ${unknown.join(', ')}: use ${ROLE_NAMES.join(', ')}`)
      if (!/^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/.test(username!))
        throw new UsageError('a user name is letters, digits and . _ @ - (at most 64)')
      const email = values.email?.trim() || null
      if (email !== null && (email.length > EMAIL_MAX || !EMAIL.test(email)))
        throw new UsageError(`--email ${values.email} is not an e-mail address`)
      if (await repo.byUsername(username!)) throw new UsageError(`the user name ${username} is taken`)
      const superUser = roleNames.includes('super-user')
      // A super user is an administrator too: the screens of both are theirs.
      const codes = [...new Set(roleNames.map((r) => (r === 'super-user' ? ROLE.admin : ROLE_CODE[r as keyof typeof ROLE_CODE])))].sort(
        (a, b) => a - b,
      )
      const local = values.cas
        ? null
        : await choosePassword(
            { username: username!, name: values.name ?? username! },
            values['password-stdin'] === true,
            siteWords(config),
          )
      const passwordHash = local ? await hashPassword(local.password) : null
      const id = await db.transaction().execute(async (trx) => {
        const id = await accountRepository(trx).insertUser({
          username: username!,
          name: values.name ?? username!,
          source: values.cas ? 'cas' : 'local',
          password_hash: passwordHash,
          must_change_password: local?.made ?? false,
          user_type: superUser ? SUPER_USER_TYPE : '',
          email,
        })
        await repo.setRoles(trx, id, codes)
        return id
      })
      await audit(
        'userCreate',
        id,
        `${username} (${values.cas ? 'cas' : 'local'})${email ? `; email: ${email}` : ''}; roles: ${codes.join(',')}${superUser ? '; super user' : ''}`,
      )
      console.log(`added ${username} (${roleNames.join(', ')})`)
      if (local?.made) console.log(`temporary password (to be changed at the first sign-in): ${local.password}`)
      return
    }

    // passwd
    if (!values['password-stdin']) throw new UsageError(`passwd reads the new password from standard input: --password-stdin\n${USAGE}`)
    const account = await repo.byUsername(username!)
    if (!account) throw new UsageError(`there is no user ${username}`)
    if (account.source !== 'local') throw new UsageError(`${username} signs in by CAS and has no password here`)
    const { password } = await choosePassword(account, true, siteWords(config))
    const passwordHash = await hashPassword(password)
    await db.transaction().execute(async (trx) => {
      await accountRepository(trx).setPassword(account.id, passwordHash, false)
      await accountRepository(trx).endSessions(account.id)
      await revokeDevices(trx, account.id)
    })
    await audit('passwordReset', account.id, `${account.username}: password set from the command line; sessions ended`)
    console.log(`password of ${account.username} changed; their sessions are ended`)
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error)
  process.exit(error instanceof UsageError ? 2 : 1)
})
