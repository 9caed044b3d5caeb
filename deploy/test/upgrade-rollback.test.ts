/**
 * The upgrade and its rollback, rehearsed as an operator runs them (docs/deploy.md, section 10;
 * docs/upgrading.md) on Debian's nginx and PostgreSQL, on a layout of its own (instances 31101 and
 * 31102, nginx 31180/31143, database ibr_deploy_upgrade), under a read every 100 ms and a public form
 * every second: `npm run deploy:upgrade` to a new build that adds one additive migration, then back to
 * the old build, then `npm run migrate -- down` from the new release's folder. Nothing may fail, be
 * refused or be lost.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCertificate } from '../tools/certificate.js'
import { collectOutput } from '../tools/collect-output.js'
import { ensureNginx } from '../tools/nginx-install.js'
import { startNginx, type NginxRun } from '../tools/nginx-process.js'
import { ROOT, SITE_DEFAULTS } from '../tools/nginx-site.js'
import { dropDatabase, ensureDatabase, onServer } from '../tools/postgres-database.js'
import { upstreamServers } from '../tools/upstream-file.js'
import { cleanEnv } from './support/clean-env.js'
import { testDatabaseUrl } from './support/layout-settings.js'
import { makeNewRelease, type NewRelease } from './support/new-release.js'
import { steadyLoad, type LoadTally } from './support/steady-load.js'
import { startSupervisor, type Supervisor } from './support/supervisor.js'

const PORTS = [31101, 31102]
const HTTPS = 31143
const HTTP = 31180
const databaseUrl = testDatabaseUrl('ibr_deploy_upgrade')
const OLD_VERSION = (JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')) as { version: string }).version

let dir: string
let release: NewRelease
let supervisor: Supervisor
let nginx: NginxRun
let ca: Buffer

const settings = () => ({
  ...cleanEnv(),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: join(dir, 'data'),
  TRUST_PROXY: '1',
  PUBLIC_URL: `https://localhost:${HTTPS}`,
  SEED_DEMO: 'false',
  FORM_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
  OVERLOAD_SAMPLE_MS: '0',
})

/** An npm script run from a release's folder with the site's settings, as the operator runs it there. */
const npmRun = (cwd: string, args: string[]) => collectOutput('npm', ['run', '--silent', ...args], { cwd, env: settings() })

/** deploy:upgrade on this test's layout; `options` come last, so they override its own. */
function deployUpgrade(from: string, ...options: string[]) {
  return npmRun(from, [
    'deploy:upgrade',
    '--',
    ...['--ports', PORTS.join(','), '--upstream-file', join(dir, 'nginx', 'ibr-upstream.conf')],
    ...['--restart', supervisor.restartCommand, '--reload', `kill -HUP ${nginx.pid}`],
    ...['--nginx-url', `https://127.0.0.1:${HTTPS}`, '--server-name', 'localhost'],
    ...options,
  ])
}

async function testAnswer(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  return ((await res.json()) as { retMap: { version: string; migration: string } }).retMap
}

async function readyz(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Every acknowledged write's ticket, looked for in the database. */
function missingTickets(tickets: string[]): Promise<string[]> {
  return onServer(databaseUrl, async (query) => {
    const rows = (await query('select ticket from fault_report where ticket = any($1)', [tickets])) as { ticket: string }[]
    const found = new Set(rows.map((row) => row.ticket))
    return tickets.filter((ticket) => !found.has(ticket))
  })
}

async function expectNothingLost(tally: LoadTally) {
  expect(tally.failedReads, 'reads that failed or were refused').toEqual([])
  expect(tally.failedWrites, 'writes that failed or were refused').toEqual([])
  expect(tally.reads).toBeGreaterThan(50)
  expect(tally.acknowledged.length).toBe(tally.writes)
  expect(await missingTickets(tally.acknowledged), 'acknowledged writes missing from the database').toEqual([])
}

beforeAll(async () => {
  const install = ensureNginx()
  dir = mkdtempSync(join(tmpdir(), 'ibr-upgrade-'))
  await dropDatabase(databaseUrl)
  await ensureDatabase(databaseUrl)
  supervisor = await startSupervisor(settings(), dir)
  supervisor.release = ROOT
  // One after the other: the first migrates the empty database.
  for (const port of PORTS) await supervisor.start(port)
  release = makeNewRelease(join(dir, 'release-next'), (await testAnswer(PORTS[0]!)).migration)
  const certificate = selfSignedCertificate(dir)
  ca = readFileSync(certificate.certificate)
  nginx = await startNginx(join(dir, 'nginx'), install, {
    ...SITE_DEFAULTS,
    serverName: 'localhost',
    httpsListen: [`127.0.0.1:${HTTPS}`],
    httpListen: [`127.0.0.1:${HTTP}`],
    certificate: certificate.certificate,
    certificateKey: certificate.key,
    upstreams: PORTS.map((port) => `127.0.0.1:${port}`),
  })
}, 240_000)

afterAll(async () => {
  await nginx?.stop()
  await supervisor?.stop()
  await dropDatabase(databaseUrl).catch(() => {})
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('an upgrade and its rollback, instance by instance, under load', () => {
  it('upgrades both instances to a build with one more migration (additive): nothing failed, refused or lost', async () => {
    const load = steadyLoad(`https://localhost:${HTTPS}`, ca)
    supervisor.release = release.root
    const upgrade = await deployUpgrade(release.root)
    const tally = await load.stop()
    expect(upgrade.status, upgrade.output).toBe(0)
    expect(upgrade.output).toContain(`127.0.0.1:${PORTS[1]}: serves through nginx again: build ${release.version}`)
    for (const port of PORTS) expect(await testAnswer(port)).toMatchObject({ version: release.version, migration: release.migration })
    // The old build's instances left as asked: each finished its requests and exited 0.
    expect(supervisor.exits.filter((exit) => exit.release === ROOT)).toEqual(PORTS.map((port) => ({ port, release: ROOT, code: 0 })))
    await expectNothingLost(tally)
  }, 240_000)

  it('refuses to take the database back while an instance of the new build runs, naming it', async () => {
    const down = await npmRun(release.root, ['migrate', '--', 'down', '--to', release.previous])
    expect(down.status, down.output).not.toBe(0)
    expect(down.output).toContain(release.version)
    expect(down.output).toContain('127.0.0.1')
    expect((await testAnswer(PORTS[0]!)).migration).toBe(release.migration)
  }, 60_000)

  it('rolls back to the old build, ready on the newer schema, then takes the database back: nothing failed or lost', async () => {
    const load = steadyLoad(`https://localhost:${HTTPS}`, ca)
    supervisor.release = ROOT
    const rollback = await deployUpgrade(ROOT)
    // The old build serves on the database one additive migration ahead, and says so.
    const onNewer = await Promise.all(PORTS.map(readyz))
    const back = rollback.status === 0 ? await npmRun(release.root, ['migrate', '--', 'down', '--to', release.previous]) : undefined
    const tally = await load.stop()
    expect(rollback.status, rollback.output).toBe(0)
    for (const ready of onNewer) expect(ready).toMatchObject({ status: 200, body: { status: 'ready', schema: 'newer' } })
    expect(back?.status, back?.output).toBe(0)
    for (const port of PORTS) {
      expect(await testAnswer(port)).toMatchObject({ version: OLD_VERSION, migration: release.previous })
      expect(await readyz(port)).toEqual({ status: 200, body: { status: 'ready' } })
    }
    expect(supervisor.exits.filter((exit) => exit.release === release.root)).toEqual(
      PORTS.map((port) => ({ port, release: release.root, code: 0 })),
    )
    await expectNothingLost(tally)
  }, 240_000)

  it('refuses a release whose pending migration is a contract, naming it, and changes nothing', async () => {
    const next = makeNewRelease(join(dir, 'release-contract'), release.previous, { contract: true })
    const upstreamFile = join(dir, 'nginx', 'ibr-upstream.conf')
    const upstream = readFileSync(upstreamFile, 'utf8')
    const pids = PORTS.map((port) => supervisor.instance(port)?.pid)
    const refused = await deployUpgrade(next.root)
    expect(refused.status, refused.output).toBe(1)
    expect(refused.output).toContain(`${next.migration} (retires fault_report.place: the rehearsal of a contract)`)
    expect(refused.output).toContain('Nothing was changed.')
    expect(readFileSync(upstreamFile, 'utf8')).toBe(upstream)
    expect(PORTS.map((port) => supervisor.instance(port)?.pid)).toEqual(pids)
    expect((await testAnswer(PORTS[0]!)).migration).toBe(release.previous)
  }, 60_000)

  it('says which instance is still marked down when its restart command fails; run again, it finishes', async () => {
    const upstreamFile = join(dir, 'nginx', 'ibr-upstream.conf')
    const failed = await deployUpgrade(ROOT, '--restart', 'exit 3')
    expect(failed.status, failed.output).toBe(1)
    expect(failed.output).toContain(
      `restarting 127.0.0.1:${PORTS[0]}: "exit 3" failed (3). 127.0.0.1:${PORTS[0]} is still marked down in ${upstreamFile}`,
    )
    expect(upstreamServers(readFileSync(upstreamFile, 'utf8')).map((server) => server.down)).toEqual([true, false])
    const again = await deployUpgrade(ROOT)
    expect(again.status, again.output).toBe(0)
    expect(upstreamServers(readFileSync(upstreamFile, 'utf8')).map((server) => server.down)).toEqual([false, false])
  }, 120_000)

  it('stopped with SIGTERM while an instance is out of nginx, exits 143 naming it; run again, it finishes', async () => {
    const upstreamFile = join(dir, 'nginx', 'ibr-upstream.conf')
    // Run by Node itself, as npm would pass the signal on: stopped while it waits a minute for quiet.
    const stopped = await collectOutput(
      process.execPath,
      [
        ...['--conditions=source', '--import', 'tsx', 'deploy/tools/deploy-upgrade.ts'],
        ...['--ports', PORTS.join(','), '--upstream-file', upstreamFile, '--quiet', '60000'],
        ...['--restart', supervisor.restartCommand, '--reload', `kill -HUP ${nginx.pid}`],
        ...['--nginx-url', `https://127.0.0.1:${HTTPS}`, '--server-name', 'localhost'],
      ],
      {
        cwd: ROOT,
        env: settings(),
        watch: (output, child) => {
          if (output.includes('waiting for its requests to finish') && !child.killed) child.kill('SIGTERM')
        },
      },
    )
    expect(stopped.status, stopped.output).toBe(143)
    expect(stopped.output).toContain(`deploy:upgrade: interrupted. Still marked down in ${upstreamFile}: 127.0.0.1:${PORTS[0]}`)
    const again = await deployUpgrade(ROOT)
    expect(again.status, again.output).toBe(0)
    expect(upstreamServers(readFileSync(upstreamFile, 'utf8')).map((server) => server.down)).toEqual([false, false])
  }, 120_000)

  it('stops at an instance that does not come back ready, leaving it out of nginx and the other serving; run again, it finishes', async () => {
    const upstreamFile = join(dir, 'nginx', 'ibr-upstream.conf')
    const other = supervisor.instance(PORTS[1]!)?.pid
    // A setting the server refuses at start: the restarted instance exits at once.
    supervisor.extraEnv = { TRUST_PROXY: 'true' }
    const load = steadyLoad(`https://localhost:${HTTPS}`, ca)
    const stopped = await deployUpgrade(ROOT, '--ready-timeout', '5')
    const tally = await load.stop()
    expect(stopped.status, stopped.output).toBe(1)
    expect(stopped.output).toContain(`127.0.0.1:${PORTS[0]} is not ready 5 s after its restart`)
    expect(upstreamServers(readFileSync(upstreamFile, 'utf8'))).toEqual([
      { address: `127.0.0.1:${PORTS[0]}`, down: true },
      { address: `127.0.0.1:${PORTS[1]}`, down: false },
    ])
    expect(supervisor.instance(PORTS[1]!)?.pid).toBe(other)
    await expectNothingLost(tally)

    supervisor.extraEnv = {}
    const again = await deployUpgrade(ROOT)
    expect(again.status, again.output).toBe(0)
    expect(upstreamServers(readFileSync(upstreamFile, 'utf8')).map((server) => server.down)).toEqual([false, false])
    for (const port of PORTS) expect((await readyz(port)).status).toBe(200)
  }, 120_000)
})
