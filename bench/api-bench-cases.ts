/** What the api benchmark measures: the calls, the load rounds against the baseline, and their rows. */
import { mkdirSync } from 'node:fs'
import { measure, mergeRounds, type LoadResult } from './load.js'
import { ratio, TARGETS, type MemoryRow, type Row, type Target } from './report.js'
import { CONNECTIONS, listBody, PATH, ROUNDS, SECONDS, WARMUP } from './api-bench-settings.js'
import { startBaseline, startServer } from './api-bench-setup.js'
import { memoryOf, postJson, type Managed } from './server-process.js'

interface Success {
  code: string
  retMap: Record<string, unknown>
}

/** A call that must succeed; answers the exact bytes too (the baseline replays them). */
export async function call(port: number, path: string, body: unknown) {
  const answer = await postJson(port, path, body)
  const json = JSON.parse(answer.body.toString()) as Success
  if (answer.status !== 200 || json.code !== 'success')
    throw new Error(`${path} ${JSON.stringify(body)} → ${answer.status} ${answer.body.toString().slice(0, 300)}`)
  return { answer, retMap: json.retMap }
}

interface MenuNode {
  id: number
  listTemplate: string
  path: string
  children: MenuNode[]
}

/** The news child menu (/ibrNews/news) and the newest article in it, found as the site finds them. */
export async function discover(port: number): Promise<{ newsMenuId: number; articleId: number; total: number }> {
  const { retMap: menus } = await call(port, PATH.menuList, { type: 'top', lang: 'zh' })
  const section = (menus.menuList as MenuNode[]).find((m) => /News$/.test(m.listTemplate))
  const news = section?.children.find((c) => c.listTemplate === 'news')
  if (!news) throw new Error('no news menu in /api/menu/list: did the demo seed run?')
  const { retMap: list } = await call(port, PATH.articleList, listBody(news.id))
  const first = (list.articleList as { id: number }[])[0]
  if (!first) throw new Error('the news menu lists no article')
  return { newsMenuId: news.id, articleId: first.id, total: list.total as number }
}

/** The current month in the institute's time zone, as the calendar asks for it. */
export function currentMonth(): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: process.env.SITE_TIMEZONE || 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date())
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`
}

export interface Case {
  name: string
  path: string
  body: unknown | ((n: number) => unknown)
  connections?: number
  targets: Target[]
}

export const rows: Row[] = []
export const memory: MemoryRow[] = []

export async function load(target: Managed, c: Case, seconds = SECONDS, warmupSeconds = WARMUP): Promise<LoadResult> {
  const result = await measure({
    port: target.port,
    path: c.path,
    body: c.body,
    connections: c.connections ?? CONNECTIONS,
    seconds,
    warmupSeconds,
    pid: target.pid,
  })
  // A process that died under load is a finding, not a figure: stop and show why.
  const { exitCode, signalCode } = target.child
  if (exitCode !== null || signalCode !== null) {
    throw new Error(
      `${target.name} (pid ${target.pid}) ended during "${c.name}" (exit ${exitCode ?? signalCode}); its last output:\n${target.output() || '(none)'}`,
    )
  }
  return result
}

export function show(db: string, c: Case, server: LoadResult, baseline?: LoadResult) {
  const f = (r: LoadResult) =>
    `${Math.round(r.rps)} req/s, p99 ${r.requests ? r.p99 : `> ${r.seconds * 1000}`} ms${r.non2xx + r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`
  console.log(`    ${c.name}: server ${f(server)}${baseline ? ` | baseline ${f(baseline)}` : ''} | RSS ${server.peakRssMb.toFixed(0)} MB`)
}

/**
 * Server and baseline in turn for each case, in ROUNDS rounds that share its SECONDS; which side goes
 * first alternates from round to round, so a slow patch of the shared machine is as likely to hit
 * one as the other, and the ratio is that of all the rounds' answers. Each side warms up once, before
 * its first round.
 */
export async function againstBaseline(db: string, dir: string, server: Managed, cases: Case[]) {
  const answers = new Map<string, { contentType: string; body: Buffer }>()
  for (const c of cases) {
    const { answer } = await call(server.port, c.path, typeof c.body === 'function' ? (c.body as (n: number) => unknown)(0) : c.body)
    answers.set(c.path, { contentType: answer.contentType, body: answer.body })
  }
  const baseline = await startBaseline(dir, answers)
  const seconds = SECONDS / ROUNDS
  try {
    for (const [i, c] of cases.entries()) {
      const s: LoadResult[] = []
      const b: LoadResult[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const warmup = round === 0 ? WARMUP : 0
        if ((i + round) % 2 === 0) {
          s.push(await load(server, c, seconds, warmup))
          b.push(await load(baseline, c, seconds, warmup))
        } else {
          b.push(await load(baseline, c, seconds, warmup))
          s.push(await load(server, c, seconds, warmup))
        }
      }
      const row: Row = {
        db,
        case: c.name,
        bytes: answers.get(c.path)!.body.length,
        server: mergeRounds(s),
        baseline: mergeRounds(b),
        targets: c.targets,
      }
      show(db, c, row.server, row.baseline)
      console.log(
        `      rounds: ${s.map((r, k) => `${((r.rps / b[k]!.rps) * 100).toFixed(0)} %`).join(', ')}; all: ${((ratio(row) ?? 0) * 100).toFixed(0)} %`,
      )
      rows.push(row)
    }
  } finally {
    await baseline.stop()
  }
}

export function recordMemory(name: string, servers: Managed[], from: number) {
  const underLoad = Math.max(0, ...rows.slice(from).map((r) => r.server.peakRssMb))
  // Linux updates VmHWM lazily, so a sampled VmRSS can be a little above it: the peak is the larger.
  const peak = Math.max(underLoad, ...servers.map((s) => memoryOf(s.pid)?.peakMb ?? NaN))
  memory.push({ process: name, peakMb: peak, underLoadMb: underLoad, limitMb: TARGETS.rssMb })
}

/**
 * The first start of a server on an empty database seeds the demo content (images resized by
 * sharp, PDFs, thousands of rows). Its peak has a target of its own (TARGETS.firstStartMb); the
 * load figures come from a second start on the seeded database, a server in its steady state, as it
 * runs in production after its first day.
 */
export async function seedByFirstStart(db: string, settings: Record<string, string>) {
  const first = await startServer(`${db} server, first start (demo seed)`, settings)
  memory.push({
    process: `${db}, first start seeding the demo`,
    peakMb: memoryOf(first.pid)?.peakMb ?? NaN,
    underLoadMb: NaN,
    limitMb: TARGETS.firstStartMb,
  })
  await first.stop()
}

/** The four public reads of the brief, on one database. */
export async function publicReads(db: string, dir: string, settings: Record<string, string>) {
  console.log(`\n== ${db}: public reads, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s warm-up`)
  mkdirSync(dir, { recursive: true })
  await seedByFirstStart(db, { DATA_DIR: dir, ...settings })
  const server = await startServer(`${db} server`, { DATA_DIR: dir, ...settings })
  const from = rows.length
  try {
    const ids = await discover(server.port)
    console.log(`  news menu ${ids.newsMenuId} (${ids.total} articles), detail of article ${ids.articleId}, calendar ${currentMonth()}`)
    await againstBaseline(db, dir, server, [
      { name: 'home/news latest', path: PATH.homeNews, body: { type: 'latest', limit: 4, lang: 'zh' }, targets: ['public'] },
      { name: 'article/list page 1', path: PATH.articleList, body: listBody(ids.newsMenuId), targets: ['public'] },
      { name: 'article/detail', path: PATH.articleDetail, body: { id: ids.articleId, lang: 'zh' }, targets: ['public'] },
      { name: 'calendar/month/list', path: PATH.calendarMonth, body: { date: currentMonth(), lang: 'zh' }, targets: ['public'] },
    ])
    recordMemory(db, [server], from)
  } finally {
    await server.stop()
  }
}
