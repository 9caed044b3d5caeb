/**
 * One staff member hammering the costliest call a request can make, beside nobody: `npm run bench:staff-hammer`.
 *
 * One built server (the bundle, as production runs it) on the embedded database with the demo content,
 * the public cache off (CACHE_TTL_SECONDS=0) so every read does its work, shedding at its defaults.
 * Public reads (menu, home news, list pages, a detail, the calendar, both languages) are offered at a
 * fixed rate (BENCH_RATE a second, whatever the server answers: open loop, latency from when each was
 * due) for BENCH_SECONDS, while on each side:
 *
 *  - idle:     nobody else asks anything (the baseline);
 *  - strength: the demo administrator resets an account's password to one the estimate refuses after
 *              the most work we know of (a l33t `password` repeated to 198 characters), again as soon
 *              as each answer comes: the estimate only, never limited for an administrator;
 *  - reset:    the same with a strong password of 200 digits and symbols (each a possible l33t letter,
 *              the slowest to estimate), so every call is also hashed (argon2id) and written;
 *  - citations: the administrator previews a paper import of a megabyte of BibTeX (the most a call
 *              takes, about 1,900 entries), again as soon as each answer comes;
 *  - save:     the administrator saves a new news draft whose body is 190,000 characters of HTML
 *              (the field's limit is 200,000; the request's 256 KB): sanitised on the event loop.
 *
 * The sides are alternated in BENCH_ROUNDS rounds (the order turned each round), so a noisy moment
 * of the shared machine falls on each. The figures: public goodput (success answers a second within
 * the window) and p50/p99, 503s, the hammer's answers, and the server process's CPU, per side over
 * all rounds. Printed, never enforced.
 *
 * Settings: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_RATE (100), BENCH_SIDES (idle,strength,reset,citations,save).
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openLoop, quantile, type LoadOutcome } from './open-loop.js'
import { publicReads } from './public-reads.js'
import { signInDemo, staffCall, type StaffSession } from './staff-session.js'
import { cpuMsBetween, snapshot } from './process-cpu.js'
import { freePort, killAllChildren, postJson, serverEnv, serverNodeFlags, startProcess, SERVER_BUNDLE } from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const SECONDS = num('BENCH_SECONDS', 10)
const ROUNDS = num('BENCH_ROUNDS', 3)
const RATE = num('BENCH_RATE', 100)
const SIDES = (process.env.BENCH_SIDES || 'idle,strength,reset,citations,save').split(',') as Side[]

type Side = 'idle' | 'strength' | 'reset' | 'citations' | 'save'

/** The weak password of the strength side, and the strong one of the reset side (both about 200 characters). */
const SLOW_WEAK = 'P4ssw0rd!'.repeat(22)
const SLOW_STRONG = Array.from({ length: 200 }, (_, i) => '1!3$0@4|7+5'[(i * 7) % 11]).join('')
/** Rich text just under the body field's limit: paragraphs with marks and links, as an editor's paste. */
const BIG_HTML = (() => {
  const paragraph =
    '<p>Some <strong>bold</strong> words, a <a href="https://example.org/page">link</a> and <em>emphasis</em> in a paragraph.</p>'
  return paragraph.repeat(Math.floor(190_000 / paragraph.length))
})()
/** Just under PAPER_IMPORT_TEXT_MAX (a million characters) of BibTeX. */
const BIG_BIBTEX = (() => {
  const entries: string[] = []
  let length = 0
  for (let i = 0; length < 990_000; i++) {
    const entry = `@article{k${i}, title={A study of things, number ${i}}, author={Doe, John and Roe, Jane and Wang, Xiaoming}, journal={Journal of Studies}, year={2020}, doi={10.5555/bench.${i}}, abstract={${'Words of an abstract. '.repeat(15)}}}\n`
    entries.push(entry)
    length += entry.length
  }
  return entries.join('')
})()

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')

/** One call, again as soon as each answer comes, until stopped; counts the answers by status. */
function hammer(port: number, session: StaffSession, path: string, body: unknown) {
  const statuses: Record<string, number> = {}
  let running = true
  const loop = (async () => {
    while (running) {
      const res = await staffCall(port, session, path, body)
      const key = `${res.status} ${res.json.code}`
      statuses[key] = (statuses[key] ?? 0) + 1
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return statuses
    },
  }
}

/** Waits until the server answers at once again (three quick answers in a row): a run starts from rest. */
async function settle(port: number) {
  const deadline = Date.now() + 60_000
  let quick = 0
  while (Date.now() < deadline && quick < 3) {
    const started = Date.now()
    const answer = await postJson(port, '/test', {}, 5000).catch(() => undefined)
    quick = answer?.status === 200 && Date.now() - started < 100 ? quick + 1 : 0
    await new Promise((r) => setTimeout(r, 200))
  }
}

interface Run {
  side: Side
  round: number
  outcome: LoadOutcome
  hammer: Record<string, number>
  serverCpuMs: number
  load: string
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1))

/** The runs of one side merged: answers and latencies pooled, hammer answers and CPU summed. */
function merged(runs: Run[]) {
  const latencies = runs.flatMap((r) => r.outcome.okLatencies).sort((a, b) => a - b)
  const seconds = runs.reduce((s, r) => s + r.outcome.seconds, 0)
  const sum = (f: (r: Run) => number) => runs.reduce((s, r) => s + f(r), 0)
  const hammerAnswers: Record<string, number> = {}
  for (const r of runs) for (const [k, n] of Object.entries(r.hammer)) hammerAnswers[k] = (hammerAnswers[k] ?? 0) + n
  return {
    goodput: sum((r) => r.outcome.ok) / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    refused: sum((r) => r.outcome.refused),
    errors: sum((r) => r.outcome.errors + r.outcome.late),
    hammer: Object.entries(hammerAnswers)
      .map(([k, n]) => `${n} × ${k}`)
      .join(', '),
    hammerPerSecond: Object.values(hammerAnswers).reduce((s, n) => s + n, 0) / seconds,
    cpuPerSecond: sum((r) => r.serverCpuMs) / seconds / 1000,
  }
}

function runLine(run: Run): string {
  const o = run.outcome
  return (
    `round ${run.round} ${run.side}: goodput ${(o.ok / o.seconds).toFixed(0)}/s, p50 ${ms(quantile(o.okLatencies, 0.5))} ms, ` +
    `p99 ${ms(quantile(o.okLatencies, 0.99))} ms, ${o.refused} × 503, hammer ${JSON.stringify(run.hammer)}, ` +
    `server CPU ${(run.serverCpuMs / 1000).toFixed(1)} s; load average ${run.load}`
  )
}

async function main() {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('build first: npm run build')
  console.log(`load average at start: ${load()}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-staff-hammer-bench-'))
  const port = await freePort()
  const env = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    CACHE_TTL_SECONDS: '0',
    DATA_DIR: dataDir,
  }
  const server = await startProcess({
    name: 'server',
    args: [...serverNodeFlags(undefined), SERVER_BUNDLE],
    env,
    cwd: ROOT,
    port,
    readyPath: '/test',
  })
  try {
    const session = await signInDemo(port, 'admin')
    const created = await staffCall(port, session, '/api/staff/user/create', {
      username: 'hammer-target',
      name: 'Hammer Target',
      source: 'local',
      roles: [10],
    })
    if (created.status !== 200) throw new Error(`user create: ${JSON.stringify(created.json)}`)
    const targetId = (created.json.retMap as { id: number }).id
    // Each hammer's first answer, before any measuring: it starts the strength worker and shows the call works.
    for (const password of [SLOW_WEAK, SLOW_STRONG]) {
      const res = await staffCall(port, session, '/api/staff/user/resetPassword', { id: targetId, password })
      console.log(`reset with a ${password.length}-character password: ${res.status} ${res.json.code}`)
    }
    const { sections } = (await staffCall(port, session, '/api/staff/section/options', {})).json.retMap as {
      sections: { id: number; write: boolean; kind: string | null }[]
    }
    const news = sections.find((section) => section.write && section.kind === 'news')
    if (!news) throw new Error('the demo administrator writes in no news section')
    const draft = { kind: 'news', menuIds: [news.id], zh: { title: '压测草稿', body: BIG_HTML } }
    const saved = await staffCall(port, session, '/api/staff/article/save', draft)
    console.log(`draft saved with a body of ${BIG_HTML.length} characters: ${saved.status} ${saved.json.code}`)
    const preview = await staffCall(port, session, '/api/staff/paper/import-preview', { text: BIG_BIBTEX })
    console.log(`paper import preview of ${BIG_BIBTEX.length} characters: ${preview.status} ${preview.json.code}`)
    await settle(port)
    const calls = await publicReads(port)
    await openLoop({ port }, calls, RATE, 3)

    const runs: Run[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const order = SIDES.map((_, i) => SIDES[(i + round - 1) % SIDES.length]!)
      for (const side of order) {
        await settle(port)
        const hammering =
          side === 'idle'
            ? undefined
            : side === 'citations'
              ? hammer(port, session, '/api/staff/paper/import-preview', { text: BIG_BIBTEX })
              : side === 'save'
                ? hammer(port, session, '/api/staff/article/save', draft)
                : hammer(port, session, '/api/staff/user/resetPassword', {
                    id: targetId,
                    password: side === 'strength' ? SLOW_WEAK : SLOW_STRONG,
                  })
        const before = snapshot([server.pid])
        const outcome = await openLoop({ port }, calls, RATE, SECONDS)
        const serverCpuMs = cpuMsBetween(before, snapshot([server.pid]))
        const statuses = hammering ? await hammering.stop() : {}
        runs.push({ side, round, outcome, hammer: statuses, serverCpuMs, load: load() })
        console.log(runLine(runs.at(-1)!))
      }
    }

    console.log(`\nPublic reads at ${RATE}/s, cache off, embedded database, ${SECONDS} s a run, ${ROUNDS} rounds, sides alternated:\n`)
    console.log(
      '| side | public goodput /s | p50 ms | p99 ms | 503 | errors or late | hammer answers | hammer calls /s | server CPU s a second |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const side of SIDES) {
      const m = merged(runs.filter((r) => r.side === side))
      console.log(
        `| ${side} | ${m.goodput.toFixed(1)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.refused} | ${m.errors} | ${m.hammer || '—'} | ${m.hammerPerSecond.toFixed(2)} | ${m.cpuPerSecond.toFixed(2)} |`,
      )
    }
    console.log(`\nload average at the end: ${load()}`)
    console.log(execSync('uptime').toString().trim())
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  killAllChildren()
  process.exitCode = 1
})
