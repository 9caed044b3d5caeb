/**
 * Registration exports at scale: `npm run bench:export`.
 *
 * One server (the app built from source, listening on a local port) over a fresh embedded database
 * (or DATABASE_URL, a scratch PostgreSQL database), with two conferences: BENCH_SMALL (1,000) and
 * BENCH_LARGE (10,000) registrations, each with two uploaded files of BENCH_FILE_KB. Each conference
 * is exported as XLSX and its files as a ZIP over HTTP, the client reading and discarding the bytes
 * as a browser saving a download would. The figures are time, bytes, and the memory high-water of
 * the process while the download runs (sampled every 5 ms): RSS, and the JavaScript heap plus
 * buffers above what they were before it started (after a full GC). The streamed exports hold one
 * batch at a time, so the large conference's peak should be near the small one's: the ratio is the
 * figure to read, not the absolute numbers.
 *
 * Settings: BENCH_SMALL (1000), BENCH_LARGE (10000), BENCH_FILE_KB (16), DATABASE_URL (a scratch database: it is migrated and filled).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ConferenceFormField } from '@ibr/contract/staff'
import { buildApp } from '../apps/server/src/app.js'
import { hashPassword } from '../apps/server/src/auth/password.js'
import { loadConfig } from '../apps/server/src/config.js'
import { migrate, openDatabase } from '../apps/server/src/db/database.js'
import { openFileStore } from '../apps/server/src/storage/open-file-store.js'

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SMALL = num('BENCH_SMALL', 1000)
const LARGE = num('BENCH_LARGE', 10000)
const FILE_KB = num('BENCH_FILE_KB', 16)
/** Distinct file contents, shared by content hash across the uploads (the store keeps one blob per content). */
const DISTINCT_BLOBS = 200

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})

const field = (name: string, type: ConferenceFormField['type'], zh: string, en: string, options: ConferenceFormField['options'] = []) => ({
  name,
  type,
  label: { zh, en },
  help: { zh: '', en: '' },
  required: false,
  maxLength: 200,
  options,
  min: null,
  max: null,
  accept: [],
  maxBytes: 0,
  unitFee: 0,
})
const FORM: ConferenceFormField[] = [
  field('name', 'text', '姓名', 'Name'),
  field('org', 'text', '单位', 'Affiliation'),
  field('title', 'text', '职称', 'Position'),
  field('phone', 'tel', '电话', 'Telephone'),
  field('workshop', 'select', '工作坊', 'Workshop', [
    { value: 'a', label: { zh: '神经影像', en: 'Neuroimaging' }, fee: 20000, capacity: null },
    { value: 'b', label: { zh: '计算模型', en: 'Models' }, fee: 0, capacity: null },
  ]),
  field('nights', 'nights', '住宿', 'Nights'),
  field('abstract', 'textarea', '摘要', 'Abstract'),
  field('cv', 'file', '简历', 'CV'),
  field('photo', 'file', '照片', 'Photo'),
]

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-export-bench-'))
  const url = process.env.DATABASE_URL
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
  const database = await openDatabase({ url, dataDir })
  const store = await openFileStore(config)
  try {
    await migrate(database.db)
    const db = database.db
    console.log(`database: ${database.kind}; files of ${FILE_KB} KB; filling ${SMALL} + ${LARGE} registrations...`)
    const blobs: { sha256: string; size: number }[] = []
    for (let i = 0; i < DISTINCT_BLOBS; i += 1) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_KB * 1024 - 9)])
      blobs.push({ sha256: await store.put(bytes), size: bytes.length })
    }

    async function conference(count: number, token: string) {
      const menu = await db
        .insertInto('menu')
        .values({ parent_id: null, list_template: token, name_zh: token, name_en: token, status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow()
      const meeting = await db
        .insertInto('meeting')
        .values({
          menu_id: menu.id,
          token,
          title_zh: `基准会议 ${count}`,
          title_en: `Bench ${count}`,
          start_date: '2030-05-01',
          end_date: '2030-05-03',
          reg_deadline: '2030-04-01T00:00:00Z',
          form_fields: JSON.stringify(FORM),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (let start = 0; start < count; start += 1000) {
        const n = Math.min(1000, count - start)
        const ids = await db
          .insertInto('registration')
          .values(
            Array.from({ length: n }, (_, k) => {
              const i = start + k
              return {
                meeting_id: meeting.id,
                email: `p${i}@${token}.example.org`,
                confirm_code: `${token.toUpperCase()}-${String(i).padStart(6, '0')}`,
                fields: JSON.stringify({
                  name: `参会者${i} Participant`,
                  org: '中国科学院脑科学与智能技术卓越创新中心 Institute of Neuroscience',
                  title: i % 2 ? '研究员' : 'Postdoctoral fellow',
                  phone: '+86 138 0000 0000',
                  workshop: i % 3 ? 'a' : 'b',
                  nights: ['2030-04-30', '2030-05-01'],
                  abstract: '我们研究了睡眠对记忆巩固的影响。'.repeat(8),
                }),
                lang: i % 2 ? 'zh' : 'en',
                fee: i % 3 ? 20000 : 0,
              }
            }),
          )
          .returning('id')
          .execute()
        const files = ids.flatMap((r, k) =>
          ['cv', 'photo'].map((f, j) => ({
            registration: r.id,
            field: f,
            id: randomBytes(16).toString('base64url'),
            blob: blobs[((start + k) * 2 + j) % DISTINCT_BLOBS]!,
          })),
        )
        await db
          .insertInto('file')
          .values(
            files.map((f) => ({
              id: f.id,
              sha256: f.blob.sha256,
              mime: 'application/pdf',
              kind: 'document' as const,
              size: f.blob.size,
              name: `${f.field}.pdf`,
              visibility: 'private' as const,
            })),
          )
          .execute()
        await db
          .insertInto('registration_file')
          .values(files.map((f) => ({ registration_id: f.registration, field: f.field, file_id: f.id })))
          .execute()
      }
      return menu.id
    }
    const small = await conference(SMALL, 'small')
    const large = await conference(LARGE, 'large')

    const password = 'Bench-export-password-1'
    const admin = await db
      .insertInto('staff_user')
      .values({
        username: 'bench',
        name: 'Bench',
        source: 'local',
        password_hash: await hashPassword(password),
        user_type: '',
        active: true,
        must_change_password: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('staff_role').values({ user_id: admin.id, code: 999999 }).execute()

    const app = await buildApp({ config, db, databaseKind: database.kind, store, version: 'bench' }, { logger: false })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const login = await fetch(`${address}/api/staff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password }),
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    const csrf = ((await login.json()) as { retMap: { csrfToken: string } }).retMap.csrfToken

    /** One download, its bytes discarded as they come, with the time and the process's memory high-water. */
    async function measureDownload(path: string, body: unknown) {
      gc()
      const before = process.memoryUsage()
      let peakRss = before.rss
      let peakHeap = before.heapUsed + before.external
      const timer = setInterval(() => {
        const m = process.memoryUsage()
        peakRss = Math.max(peakRss, m.rss)
        peakHeap = Math.max(peakHeap, m.heapUsed + m.external)
      }, 5)
      const started = performance.now()
      const res = await fetch(`${address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      })
      if (!res.ok || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      let bytes = 0
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength
      const seconds = (performance.now() - started) / 1000
      clearInterval(timer)
      return {
        seconds,
        bytes,
        rssMb: peakRss / 2 ** 20,
        rssGrowthMb: (peakRss - before.rss) / 2 ** 20,
        heapGrowthMb: (peakHeap - before.heapUsed - before.external) / 2 ** 20,
      }
    }

    const rows: string[] = []
    const results: Record<string, Awaited<ReturnType<typeof measureDownload>>> = {}
    for (const [label, count, menuId] of [
      ['small', SMALL, small],
      ['large', LARGE, large],
    ] as const) {
      for (const [kind, path, body] of [
        ['xlsx', '/api/staff/registration/export', { menuId, format: 'xlsx' }],
        ['zip', '/api/staff/registration/files', { menuId }],
      ] as const) {
        const r = await measureDownload(path, body)
        results[`${label}-${kind}`] = r
        rows.push(
          `| ${count.toLocaleString('en')} | ${kind.toUpperCase()} | ${r.seconds.toFixed(2)} s | ${(r.bytes / 2 ** 20).toFixed(1)} MB | ${r.rssMb.toFixed(0)} MB | ${r.rssGrowthMb.toFixed(1)} MB | ${r.heapGrowthMb.toFixed(1)} MB |`,
        )
      }
    }
    await app.close()
    console.log('\n| registrations | export | time | size | peak RSS | RSS growth | heap + buffers growth |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
    for (const kind of ['xlsx', 'zip']) {
      const s = results[`small-${kind}`]!
      const l = results[`large-${kind}`]!
      console.log(
        `${kind}: ${LARGE / SMALL}x the registrations took ${(l.seconds / s.seconds).toFixed(1)}x the time; heap + buffers high-water ${l.heapGrowthMb.toFixed(1)} MB vs ${s.heapGrowthMb.toFixed(1)} MB, RSS growth ${l.rssGrowthMb.toFixed(1)} MB vs ${s.rssGrowthMb.toFixed(1)} MB`,
      )
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
