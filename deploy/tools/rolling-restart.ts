/**
 * The instance-by-instance restart behind `npm run deploy:upgrade`, for open-source nginx, which only
 * learns an instance is gone when a connection to it fails (and then skips it for fail_timeout, 10 s).
 * So nginx is told first: the instance is marked `down` in the upstream file and nginx reloaded (old
 * workers finish their requests); once the instance has nothing in flight and receives nothing more,
 * it is restarted; once ready, it is put back, and the next one waits until nginx really sends to it.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { buildAndLevel, readiness, readThroughNginx, requestCounts, untilReady } from './instance-probe.js'
import { pendingContracts } from './pending-migrations.js'
import { markDown, upstreamServers } from './upstream-file.js'

export interface RollingOptions {
  ports: number[]
  /** The address the instances listen on (nginx's upstream names them so). */
  host: string
  upstreamFile: string
  /** Run with `sh -c`; `{port}` is replaced by the instance's port. */
  restart: string
  reload: string
  nginxUrl: string
  /** Host name (and TLS server name) of the reads sent through nginx. */
  serverName?: string
  /** The release being rolled out: its migrations are checked before anything is touched. */
  release: string
  readyTimeoutMs: number
  /** How long an instance taken out must receive nothing before it is restarted. */
  quietMs: number
  /** METRICS_TOKEN, for instances on another machine. */
  metricsToken?: string
  say(line: string): void
}

/** Refused, with what to do: the instances not yet touched are left as they are. */
export class UpgradeRefused extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs an operator's command; `state` says where a failure leaves the instances. */
function run(command: string, what: string, state = '') {
  const result = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0)
    throw new UpgradeRefused(
      `${what}: "${command}" failed (${result.status ?? result.signal ?? result.error?.message})${state ? `. ${state}` : ''}`,
    )
}

/** What an operator does about an instance left marked down. */
const stillDown = (o: RollingOptions, address: string) =>
  `${address} is still marked down in ${o.upstreamFile}; the other instances serve. Fix the command and run ` +
  'npm run deploy:upgrade again, or remove "down" there and reload nginx.'

export async function rollingRestart(o: RollingOptions): Promise<void> {
  const address = (port: number) => `${o.host}:${port}`
  const base = (port: number) => `http://${address(port)}`
  const listed = upstreamServers(readFileSync(o.upstreamFile, 'utf8'))
  const missing = o.ports.filter((port) => !listed.some((s) => s.address === address(port)))
  if (missing.length > 0)
    throw new UpgradeRefused(
      `${o.upstreamFile} has no server line for ${missing.map(address).join(', ')}: render it with npm run deploy:nginx`,
    )

  const levels = await Promise.all(o.ports.map((port) => buildAndLevel(base(port))))
  const level = levels.find((l) => l !== undefined)
  if (!level) throw new UpgradeRefused(`no instance answers (${o.ports.map(address).join(', ')}): nothing to restart one by one`)
  const contracts = await pendingContracts(o.release, level.migration)
  if (contracts.length > 0)
    throw new UpgradeRefused(
      `this release's migration ${contracts.map((c) => `${c.name} (retires ${c.retires.join(', ')}: ${c.why})`).join('; ')} ` +
        'drops or renames what the running build reads, so its instances cannot serve while the others restart. ' +
        'Deploy the release before it first and let it run everywhere, or stop every instance, start one of this release ' +
        '(it migrates), then the others (docs/upgrading.md). Nothing was changed.',
    )
  o.say(`> database at ${level.migration} (${level.migrationCount}); restarting ${o.ports.map(address).join(', ')} one at a time`)

  for (const port of o.ports) {
    const others = o.ports.filter((p) => p !== port)
    const serving = await Promise.all(others.map(async (p) => ((await readiness(base(p))).ready ? p : undefined)))
    if (others.length > 0 && !serving.some((p) => p !== undefined))
      throw new UpgradeRefused(`no other instance is ready: taking ${address(port)} out would leave nginx none. Nothing more was changed.`)
    const before = await requestCounts(base(port), o.metricsToken)

    setDown(o, address(port), true)
    run(o.reload, 'reloading nginx', stillDown(o, address(port)))
    o.say(`> ${address(port)}: marked down in ${o.upstreamFile}, nginx reloaded; waiting for its requests to finish`)
    await waitQuiet(o, port, base(port))

    o.say(
      `> ${address(port)}: nothing in flight (${before ? `${before.answered} answered before` : 'no metrics'}); restarting: ${command(o.restart, port)}`,
    )
    run(command(o.restart, port), `restarting ${address(port)}`, stillDown(o, address(port)))
    const ready = await untilReady(base(port), o.readyTimeoutMs)
    if (!ready.ready)
      throw new UpgradeRefused(
        `${address(port)} is not ready ${o.readyTimeoutMs / 1000} s after its restart (its /readyz: ${ready.said}). It stays down in ` +
          `${o.upstreamFile}; the other instances serve and were not touched. Read its log (journalctl -u ibr@${port}), ` +
          'then restart it, or run npm run deploy:upgrade again from the release that ran before.',
      )
    const now = await buildAndLevel(base(port))

    setDown(o, address(port), false)
    run(
      o.reload,
      'reloading nginx',
      `${address(port)} is back in ${o.upstreamFile} but nginx may not have read it; reload nginx, then run npm run deploy:upgrade again.`,
    )
    await waitSentTo(o, port, base(port))
    o.say(`> ${address(port)}: serves through nginx again: build ${now?.version ?? '?'}, database at ${now?.migration ?? '?'}`)
  }
  o.say(`> done: ${o.ports.map(address).join(', ')} restarted one at a time`)
}

const command = (template: string, port: number) => template.replaceAll('{port}', String(port))

function setDown(o: RollingOptions, address: string, down: boolean) {
  writeFileSync(o.upstreamFile, markDown(readFileSync(o.upstreamFile, 'utf8'), address, down))
}

/** Until the instance has nothing in flight and its answered count stays still for quietMs. */
async function waitQuiet(o: RollingOptions, port: number, base: string) {
  const deadline = Date.now() + 60_000
  let last: { answered: number; since: number } | undefined
  for (;;) {
    const counts = await requestCounts(base, o.metricsToken)
    if (!counts) {
      // Not answering at all, it has nothing in flight; answering without its metrics, it cannot be watched.
      if ((await readiness(base)).said === 'no answer') return
      throw new UpgradeRefused(
        `${o.host}:${port} does not answer its /metrics here (on another machine: set METRICS_TOKEN in .env or pass --metrics-token). ` +
          `It stays marked down in ${o.upstreamFile}; put it back (remove "down", reload nginx) or run npm run deploy:upgrade again.`,
      )
    }
    const now = Date.now()
    if (counts.inFlight > 0 || !last || counts.answered !== last.answered) last = { answered: counts.answered, since: now }
    else if (now - last.since >= o.quietMs) return
    if (now > deadline) {
      setDown(o, `${o.host}:${port}`, false)
      run(o.reload, 'reloading nginx')
      throw new UpgradeRefused(
        `${o.host}:${port} still receives requests a minute after it was marked down and nginx reloaded ` +
          `(${counts.inFlight} in flight): is "${o.reload}" the nginx that serves the site, and does its site include ${o.upstreamFile}? ` +
          'It is back in the upstream; nothing was restarted.',
      )
    }
    await sleep(100)
  }
}

/** Sends cheap reads through nginx until the instance's answered count rises: nginx sends to it again. */
async function waitSentTo(o: RollingOptions, port: number, base: string) {
  const start = (await requestCounts(base, o.metricsToken))?.answered ?? 0
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    await readThroughNginx(o.nginxUrl, o.serverName)
    if (((await requestCounts(base, o.metricsToken))?.answered ?? 0) > start) return
    await sleep(100)
  }
  throw new UpgradeRefused(
    `nginx does not send to ${o.host}:${port} 30 s after it was put back in ${o.upstreamFile} and nginx reloaded ` +
      `(reads sent to ${o.nginxUrl}). The instances after it were not restarted; check nginx's error log.`,
  )
}
