/**
 * A PostgreSQL cluster of a test's own, made with Debian's initdb and pg_ctl as user postgres in a
 * folder under the system's temp dir: for tests that stop, break or recover a database server, which
 * they must never do to the machine's shared one. Trust authentication, listening on 127.0.0.1 only.
 */
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectOutput, type Collected } from './collect-output.js'
import { aptInstall } from './debian-packages.js'

export interface ScratchCluster {
  port: number
  dataDir: string
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string
  /** Runs SQL through psql as postgres; returns stdout; throws with stderr on failure. */
  psql(sql: string, database?: string): string
  start(): Promise<void> // resolves when it accepts connections
  stop(): Promise<void> // fast shutdown, resolves when stopped
  remove(): Promise<void> // stops if running, deletes its folder
  /** The server log's last lines, for a failure's message. */
  logTail(lines?: number): string
}

const POSTGRESQL_LIB = '/usr/lib/postgresql'

/** The newest PostgreSQL major version's bin folder Debian installed; installs the server package when none is. */
export function postgresBin(): string {
  const newest = () =>
    existsSync(POSTGRESQL_LIB)
      ? readdirSync(POSTGRESQL_LIB)
          .filter((major) => existsSync(join(POSTGRESQL_LIB, major, 'bin', 'initdb')))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined
  if (newest() === undefined) {
    console.log('> missing: the PostgreSQL server (initdb, pg_ctl); installing with apt-get')
    aptInstall(['postgresql'])
  }
  const major = newest()
  if (major === undefined) throw new Error(`no PostgreSQL server under ${POSTGRESQL_LIB} after installing the postgresql package`)
  return join(POSTGRESQL_LIB, major, 'bin')
}

/** The command line that runs a program as postgres: PostgreSQL (and pgBackRest) refuse to run as root. */
export function asPostgres(program: string, args: string[]): [string, string[]] {
  const user = spawnSync('id', ['-un'], { encoding: 'utf8' }).stdout.trim()
  if (user === 'postgres') return [program, args]
  if (process.getuid?.() === 0) return ['runuser', ['-u', 'postgres', '--', program, ...args]]
  return ['sudo', ['-n', '-u', 'postgres', program, ...args]]
}

function runSync(program: string, args: string[], what: string, input?: string): string {
  const [command, argv] = asPostgres(program, args)
  const result = spawnSync(command, argv, { encoding: 'utf8', input, cwd: '/' })
  if (result.error) throw new Error(`${what}: could not run ${command}: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}): ${result.stderr.trim() || result.stdout.trim()}`)
  return result.stdout
}

function run(program: string, args: string[]): Promise<Collected> {
  const [command, argv] = asPostgres(program, args)
  return collectOutput(command, argv)
}

/** A setting as postgresql.conf reads it: quoted, which every kind of value accepts. */
function settingLine(name: string, value: string): string {
  if (!/^[a-z_][a-z0-9_.]*$/.test(name)) throw new Error(`scratch cluster: "${name}" is not a PostgreSQL setting name`)
  return `${name} = '${value.replaceAll("'", "''")}'`
}

/** The user and group ids of postgres, who owns a cluster's and pgBackRest's folders. */
export function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const ids = { uid: id('-u'), gid: id('-g') }
  if (!Number.isInteger(ids.uid) || ids.uid <= 0) throw new Error("there is no user postgres (Debian's postgresql package creates it)")
  return ids
}

/**
 * Makes and starts a cluster in `<temp>/ibr-scratch-<name>-<port>`. A folder left there by a run that
 * died is stopped and removed first, so a crashed test does not keep the port.
 * `settings` are written to postgresql.conf as `name = 'value'`.
 */
export async function createScratchCluster(options: {
  port: number
  name: string
  settings?: Record<string, string>
}): Promise<ScratchCluster> {
  const { port, name } = options
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`scratch cluster: name "${name}" must be lower-case letters, digits and -`)
  const bin = postgresBin()
  const folder = join(tmpdir(), `ibr-scratch-${name}-${port}`)
  const dataDir = join(folder, 'data')
  const logFile = join(folder, 'postgres.log')
  const pgCtl = join(bin, 'pg_ctl')

  const running = () => existsSync(join(dataDir, 'postmaster.pid'))
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running()) return
    const result = await run(pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60'])
    if (result.status !== 0 && running()) throw new Error(`scratch cluster on ${port}: pg_ctl stop failed: ${result.output}`)
  }

  if (existsSync(folder)) {
    // A pid file left by a machine that went down names no server: pg_ctl says so, and the folder goes.
    await stop('immediate').catch(() => {})
    rmSync(folder, { recursive: true, force: true })
  }
  const { uid, gid } = postgresIds()
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  chownSync(folder, uid, gid)

  runSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    `scratch cluster on ${port}: initdb`,
  )
  const settings: Record<string, string> = {
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: folder,
    fsync: 'off',
    ...options.settings,
  }
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    [
      '',
      '# Written by deploy/tools/scratch-cluster.ts',
      ...Object.entries(settings).map(([key, value]) => settingLine(key, value)),
      '',
    ].join('\n'),
  )

  const cluster: ScratchCluster = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql: (sql, database = 'postgres') =>
      runSync(
        join(bin, 'psql'),
        [
          '-X',
          '-q',
          '-A',
          '-t',
          '-v',
          'ON_ERROR_STOP=1',
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          '-d',
          database,
          '-f',
          '-',
        ],
        `psql on the scratch cluster ${port}`,
        sql,
      ),
    async start() {
      const result = await run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60'])
      if (result.status !== 0)
        throw new Error(`scratch cluster on ${port} did not start (${result.output}); its log ends:\n${cluster.logTail()}`)
    },
    stop: () => stop('fast'),
    logTail: (lines = 15) => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n') : '(no log)'),
    async remove() {
      await stop('fast')
      rmSync(folder, { recursive: true, force: true })
    },
  }
  try {
    await cluster.start()
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return cluster
}
