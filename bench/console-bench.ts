/**
 * `npm run bench:console [-- <rev>]`: do the public cached reads keep their speed with the staff
 * console in place (within 5 %)? The server of an earlier commit (by default `159be51`,
 * the last one before the console's work began) and the server of this checkout run side by side on
 * the embedded database, each with the demo content, and are loaded in turn, endpoint by endpoint,
 * three rounds, which one goes first alternating: a noisy moment of the shared machine hits both.
 * Prints the ratio of throughput and p99 (this checkout ÷ the earlier one) per endpoint and overall.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { measure, type LoadResult } from './load.js'
import { freePort, killAllChildren, postJson, serverEnv, startProcess, serverNodeFlags, type Managed } from './server-process.js'

const ROOT = join(import.meta.dirname, '..')
const BEFORE = process.argv[2] ?? '159be51'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const ROUNDS = 3

const run = join(ROOT, '.bench', `console-${Date.now()}`)
process.on('exit', () => killAllChildren())
process.on('SIGINT', () => process.exit(130))

/** The earlier commit, built in a worktree of its own; its contract is its own, the rest is shared. */
function buildBefore(): string {
  const dir = join(run, 'before')
  execFileSync('git', ['worktree', 'add', '--detach', dir, BEFORE], { cwd: ROOT, stdio: 'ignore' })
  // Packages resolve up the tree to the root's node_modules, except @ibr/contract: the earlier
  // server must read the earlier contract.
  mkdirSync(join(dir, 'node_modules/@ibr'), { recursive: true })
  symlinkSync(join(dir, 'packages/contract'), join(dir, 'node_modules/@ibr/contract'))
  // The packages npm installed for one workspace alone (a version that differs from the root's).
  for (const workspace of ['apps/server', 'packages/contract']) {
    const own = join(ROOT, workspace, 'node_modules')
    if (existsSync(own)) symlinkSync(own, join(dir, workspace, 'node_modules'))
  }
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'apps/server'], {
    cwd: dir,
    stdio: 'inherit',
  })
  return join(dir, 'apps/server/dist/main.js')
}

async function start(name: string, main: string): Promise<Managed> {
  const port = await freePort()
  const env = Object.assign(serverEnv(), {
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(run, `data-${name}`),
    // Both serve the same built site, so only the server differs.
    WEB_DIST: join(ROOT, 'apps/web/dist'),
  })
  const server = await startProcess({ name, args: [...serverNodeFlags(env.DATABASE_URL), main], env, cwd: ROOT, port, readyPath: '/test' })
  console.log(`  ${name}: ready on :${port} (pid ${server.pid})`)
  return server
}

const CALLS = [
  { label: 'home/news latest', path: '/api/home/news', body: { type: 'latest', limit: 4, lang: 'zh' } },
  { label: 'menu/list', path: '/api/menu/list', body: { type: 'top', lang: 'en' } },
  { label: 'calendar/month/list', path: '/api/calendar/month/list', body: { lang: 'zh' } },
]

async function main() {
  mkdirSync(run, { recursive: true })
  console.log(`console overhead: ${BEFORE} against this checkout, ${CONNECTIONS} connections, ${SECONDS} s per case, ${ROUNDS} rounds`)
  if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  const servers: Managed[] = []
  try {
    const before = await start('before', buildBefore())
    servers.push(before)
    const after = await start('after', join(ROOT, 'apps/server/dist/main.js'))
    servers.push(after)
    const month = new Date().toISOString().slice(0, 7)
    const results = new Map<string, { before: LoadResult[]; after: LoadResult[] }>()
    for (const call of CALLS) {
      const body = call.path.includes('calendar') ? { ...call.body, date: month } : call.body
      for (const s of [before, after]) {
        const answer = await postJson(s.port, call.path, body)
        if (answer.status !== 200) throw new Error(`${s.name} ${call.path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
      }
      results.set(call.label, { before: [], after: [] })
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [after, before] : [before, after]
        for (const s of order) {
          const r = await measure({
            port: s.port,
            path: call.path,
            body,
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmupSeconds: 2,
            pid: s.pid,
          })
          results.get(call.label)![s.name as 'before' | 'after'].push(r)
          console.log(`    ${call.label} round ${round + 1} ${s.name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms`)
        }
      }
    }
    const sum = (rs: LoadResult[], f: (r: LoadResult) => number) => rs.reduce((a, r) => a + f(r), 0)
    console.log('\n| call | before req/s | after req/s | after ÷ before | p99 before / after ms |\n|---|---:|---:|---:|---:|')
    let all = 0
    for (const [label, r] of results) {
      const b = sum(r.before, (x) => x.rps) / ROUNDS
      const a = sum(r.after, (x) => x.rps) / ROUNDS
      all += a / b
      const p99 = (rs: LoadResult[]) => Math.max(...rs.map((x) => x.p99))
      console.log(`| ${label} | ${Math.round(b)} | ${Math.round(a)} | ${(a / b).toFixed(3)} | ${p99(r.before)} / ${p99(r.after)} |`)
    }
    const overall = all / results.size
    console.log(`\noverall throughput, after ÷ before: ${overall.toFixed(3)} (target ≥ 0.95: ${overall >= 0.95 ? 'PASS' : 'MISS'})`)
  } finally {
    for (const s of servers) await s.stop()
    if (existsSync(join(run, 'before')))
      execFileSync('git', ['worktree', 'remove', '--force', join(run, 'before')], { cwd: ROOT, stdio: 'ignore' })
    rmSync(run, { recursive: true, force: true })
  }
}

await main()
