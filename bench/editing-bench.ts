/**
 * Public reads while staff edit: `npm run bench:editing`.
 *
 * One built server on the embedded database with the demo content and the public cache on. The
 * public home-page and list reads are loaded for BENCH_SECONDS with nobody editing, then with an
 * editor saving a draft every second, alternating BENCH_PAIRS (3) times (so a drift of the shared
 * machine hits both sides). The figure is the ratio of the two sides' throughput and p99: a save
 * writes the working copy only, the public answers stay cached, and reads should not notice.
 *
 * Settings: BENCH_SECONDS (8), BENCH_PAIRS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), DATABASE_URL (run on
 * that PostgreSQL database instead of the embedded one; it must be a scratch database).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measure, type LoadResult } from './load.js'
import { freePort, killAllChildren, postJson, serverEnv, startProcess, SERVER_BUNDLE as SERVER_MAIN } from './server-process.js'
import { signInDemo, staffCall, type StaffSession } from './staff-session.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SECONDS = num('BENCH_SECONDS', 8)
const WARMUP = num('BENCH_WARMUP_SECONDS', 2)
const CONNECTIONS = num('BENCH_CONNECTIONS', 50)
/** Quiet and editing runs alternate this many times: the machine's drift falls on both sides alike. */
const PAIRS = num('BENCH_PAIRS', 3)

/** A staff call that must succeed; its retMap. */
async function succeeded(port: number, session: StaffSession, path: string, body: unknown) {
  const { json } = await staffCall(port, session, path, body)
  if (json.code !== 'success') throw new Error(`${path}: ${JSON.stringify(json)}`)
  return json.retMap
}

const saveDraft = async (port: number, session: StaffSession, body: unknown) =>
  (await succeeded(port, session, '/api/staff/article/save', body)) as { id: number; version: number }

/** Saves a change to one draft every second until stopped; counts the saves. */
function editEverySecond(port: number, session: StaffSession, item: { id: number; version: number }) {
  let version = item.version
  let saves = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const started = Date.now()
      const saved = await saveDraft(port, session, {
        id: item.id,
        version,
        zh: { body: `<p>第 ${saves + 1} 次修改</p>` },
      })
      version = saved.version
      saves += 1
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return saves
    },
  }
}

async function main() {
  if (!existsSync(SERVER_MAIN)) throw new Error('build first: npm run build')
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-editing-bench-'))
  const port = await freePort()
  const env = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }
  const server = await startProcess({ name: 'server', args: [SERVER_MAIN], env, cwd: ROOT, port, readyPath: '/test' })
  try {
    const session = await signInDemo(port, 'editor')
    const { sections } = (await succeeded(port, session, '/api/staff/section/options', {})) as {
      sections: { id: number; write: boolean; parentId: number | null }[]
    }
    const section = sections.find((s) => s.write && s.parentId !== null)
    if (!section) throw new Error('the demo editor has no section')
    const item = await saveDraft(port, session, {
      kind: 'news',
      menuIds: [section.id],
      zh: { title: '压测草稿', body: '<p>初稿</p>' },
    })
    const list = { page: JSON.stringify({ pageNum: 1, pageSize: 10 }), menuId: section.id, lang: 'zh' }
    const reads = [
      { name: 'home news', path: '/api/home/news', body: { type: 'latest', lang: 'zh' } },
      { name: 'section list', path: '/api/article/list', body: list },
    ]
    for (const read of reads) {
      const warm = await postJson(port, read.path, read.body)
      if (warm.status !== 200) throw new Error(`${read.path}: ${warm.status}`)
    }
    const rows: string[] = []
    for (const read of reads) {
      const sides: Record<'quiet' | 'editing', LoadResult[]> = { quiet: [], editing: [] }
      let saves = 0
      for (const side of Array.from({ length: PAIRS }, () => ['quiet', 'editing'] as const).flat()) {
        const editor = side === 'editing' ? editEverySecond(port, session, item) : undefined
        const result = await measure({
          port,
          path: read.path,
          body: read.body,
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          pid: server.pid,
        })
        if (editor) saves += await editor.stop()
        // The next editing run continues from the version the last save made.
        if (editor) {
          const current = (await succeeded(port, session, '/api/staff/article/get', { id: item.id })) as { article: { version: number } }
          item.version = current.article.version
        }
        sides[side].push(result)
      }
      const mean = (rs: LoadResult[], key: 'rps' | 'p99') => rs.reduce((s, r) => s + r[key], 0) / rs.length
      const rpsRatio = mean(sides.editing, 'rps') / mean(sides.quiet, 'rps')
      const p99Ratio = mean(sides.editing, 'p99') / mean(sides.quiet, 'p99')
      rows.push(
        `| ${read.name} | ${mean(sides.quiet, 'rps').toFixed(0)} | ${mean(sides.editing, 'rps').toFixed(0)} | ${rpsRatio.toFixed(2)} | ` +
          `${mean(sides.quiet, 'p99').toFixed(1)} | ${mean(sides.editing, 'p99').toFixed(1)} | ${p99Ratio.toFixed(2)} | ${saves} | ` +
          `${rpsRatio >= 0.9 ? 'met' : 'missed'} |`,
      )
    }
    console.log(
      `\nPublic reads, ${CONNECTIONS} connections, ${SECONDS} s per run, ${PAIRS} runs per side, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}:\n`,
    )
    console.log('| read | req/s quiet | req/s editing | ratio | p99 ms quiet | p99 ms editing | ratio | saves | within 10 % |')
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
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
