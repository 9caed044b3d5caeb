// PostgreSQL pass: two server processes on one database.
/**
 * What must hold across instances, with two server processes on one PostgreSQL database: a session
 * opened on one is used and ended on the other; the brute-force limit counts the failures made on
 * both, and guesses sent to both together are verified up to the limit only; an item approved on one
 * is read on the other within a second, its public cache notwithstanding; a save from a stale version
 * is refused whichever instance took the newer one; background jobs queued on the database are each
 * run by one of them, once. Runs on PostgreSQL only (DATABASE_URL): two processes cannot share the
 * embedded database's folder.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STAFF_API } from '@ibr/contract/staff'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/password.js'
import { MAIN_JS, startServerProcess, type ServerProcess } from '../../test/server-process.js'
import { TEMPLATE_DB, withDatabase } from '../../test/template.js'

const url = process.env.DATABASE_URL
type Instance = ServerProcess

const startInstance = (databaseUrl: string, dataDir: string) =>
  startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_POLL_MS: '200' })

const call = (at: Instance, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${at.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe.runIf(url && existsSync(MAIN_JS))('two server processes on one PostgreSQL database', () => {
  const name = `ibr_test_two_${randomBytes(4).toString('hex')}`
  let dataDir: string
  let a: Instance
  let b: Instance
  let client: pg.Client

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`)
    await admin.end()
    client = new pg.Client({ connectionString: withDatabase(url!, name) })
    await client.connect()
    dataDir = await mkdtemp(join(tmpdir(), 'ibr-two-'))
    ;[a, b] = await Promise.all([startInstance(withDatabase(url!, name), dataDir), startInstance(withDatabase(url!, name), dataDir)])
  }, 60_000)

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((i) => i.stop()))
    await client?.end()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function account(username: string, password: string) {
    const { rows } = await client.query<{ id: number }>(
      `insert into staff_user (username, name, source, password_hash) values ($1, $1, 'local', $2) returning id`,
      [username, await hashPassword(password)],
    )
    return rows[0]!.id
  }

  it('share sessions: opened on one, used and ended on the other', async () => {
    await account('roaming', 'Roaming-person-2026')
    const login = await call(a, STAFF_API.login, { username: 'roaming', password: 'Roaming-person-2026' })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const { csrfToken } = ((await login.json()) as { retMap: { csrfToken: string } }).retMap
    expect((await call(b, STAFF_API.me, {}, { cookie })).status).toBe(200)
    expect((await call(b, STAFF_API.logout, {}, { cookie, 'x-csrf-token': csrfToken })).status).toBe(200)
    expect((await call(a, STAFF_API.me, {}, { cookie })).status).toBe(401)
  })

  /** A signed-in client on one instance: its cookie and CSRF token on every call. */
  async function session(at: Instance, username: string, password: string) {
    const login = await call(at, STAFF_API.login, { username, password })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const { csrfToken } = ((await login.json()) as { retMap: { csrfToken: string } }).retMap
    return async (path: string, body: unknown) => {
      const res = await call(at, path, body, { cookie, 'x-csrf-token': csrfToken })
      return { status: res.status, json: (await res.json()) as { code: string; retMap: any; conflict?: any } }
    }
  }

  async function newsTeam() {
    const { rows } = await client.query<{ id: number }>(
      `insert into menu (parent_id, name_zh, name_en, list_template, sort)
       select id, '双实例栏目', 'Two instances', 'twoInstances', 990 from menu where parent_id is null order by sort limit 1 returning id`,
    )
    const section = rows[0]!.id
    // As a menu change made in the console does: the instances forget their kept menu trees. One of
    // them may have read the tree already (the search sync reads it at start).
    await client.query(`select pg_notify('ibr_content', 'test menu')`)
    const editor = await account('two-editor', 'Two-editor-phrase-2026')
    const reviewer = await account('two-reviewer', 'Two-reviewer-phrase-2026')
    await client.query(`insert into staff_role (user_id, code) values ($1, 10), ($2, 21)`, [editor, reviewer])
    await client.query(`insert into staff_scope (user_id, kind, ref_id) values ($1, 'section', $3), ($2, 'section', $3)`, [
      editor,
      reviewer,
      section,
    ])
    return { section }
  }

  it('show an item approved on one instance on the other within a second, and refuse a stale save on either', async () => {
    const { section } = await newsTeam()
    const onA = await session(a, 'two-editor', 'Two-editor-phrase-2026')
    const reviewOnA = await session(a, 'two-reviewer', 'Two-reviewer-phrase-2026')
    const onB = await session(b, 'two-editor', 'Two-editor-phrase-2026')
    const list = { page: JSON.stringify({ pageNum: 1, pageSize: 10 }), menuId: section }
    const titlesOnB = async () =>
      (
        (await (await call(b, '/api/article/list', list)).json()) as { retMap: { articleList: { title: string }[] } }
      ).retMap.articleList.map((i) => i.title)
    // B has the section's (empty) page in its public cache before anything is published. The minute's search
    // sync may still announce the rows this test wrote directly and clear it once: ask until it is kept.
    await expect.poll(titlesOnB, { timeout: 2000, interval: 25 }).toEqual([])
    await expect
      .poll(async () => (await call(b, '/api/article/list', list)).headers.get('x-cache'), { timeout: 5000, interval: 25 })
      .toBe('hit')

    const saved = await onA('/api/staff/article/save', {
      kind: 'news',
      menuIds: [section],
      zh: { title: '双实例新闻', body: '<p>正文</p>' },
    })
    const submitted = await onA('/api/staff/article/submit', { id: saved.json.retMap.id, version: saved.json.retMap.version })
    const approved = await reviewOnA('/api/staff/article/approve', { id: saved.json.retMap.id, version: submitted.json.retMap.version })
    expect(approved.status).toBe(200)
    const publishedAt = Date.now()
    await expect.poll(titlesOnB, { timeout: 1000, interval: 25 }).toEqual(['双实例新闻'])
    expect(Date.now() - publishedAt).toBeLessThan(1000)

    const current = approved.json.retMap.version
    expect((await onA('/api/staff/article/save', { id: saved.json.retMap.id, version: current, zh: { title: '甲改' } })).status).toBe(200)
    const stale = await onB('/api/staff/article/save', { id: saved.json.retMap.id, version: current, zh: { title: '乙改' } })
    expect(stale.status).toBe(409)
    expect(stale.json.conflict).toMatchObject({ savedBy: 'two-editor', fields: ['zh.title'] })
  })

  it('share the brute-force limit: failures on either count for both', async () => {
    await account('guarded', 'Guarded-person-2026')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await call(i % 2 ? b : a, STAFF_API.login, { username: 'guarded', password: `wrong-${i}` })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await call(a, STAFF_API.login, { username: 'guarded', password: 'Guarded-person-2026' })).status).toBe(429)
  })

  it('share one lock per account: 20 wrong passwords sent together to both are verified up to the limit only', async () => {
    await account('raced', 'Raced-person-2026')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? b : a, STAFF_API.login, { username: 'raced', password: `wrong-${i}` })),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)])
  })

  it('share one lock per account for the current password: 20 wrong ones sent together to both, 5 verified', async () => {
    await account('changing', 'Changing-person-2026')
    const login = await call(a, STAFF_API.login, { username: 'changing', password: 'Changing-person-2026' })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const { csrfToken } = ((await login.json()) as { retMap: { csrfToken: string } }).retMap
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i % 2 ? b : a,
          STAFF_API.password,
          { current: `wrong-${i}`, password: 'Another-long-phrase-77' },
          { cookie, 'x-csrf-token': csrfToken },
        ),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(400), ...Array(15).fill(429)])
  })

  it('run each queued job once, whichever instance takes it', async () => {
    // Variants of images that no longer exist: each job ends at once, having nothing to do.
    const ids = Array.from({ length: 60 }, (_, i) => `ZZZZZZZZZZZZZZZZZZZ${String(i).padStart(3, '0')}`)
    const { rows } = await client.query<{ id: string }>(
      `insert into job (name, payload) select 'file.image-variants', jsonb_build_object('fileId', f) from unnest($1::text[]) f returning id::text`,
      [ids],
    )
    await client.query(`notify ibr_jobs`)
    const queued = new Set(rows.map((r) => r.id))
    const left = async () => Number((await client.query(`select count(*) from job where name = 'file.image-variants'`)).rows[0].count)
    await expect.poll(left, { timeout: 20_000, interval: 100 }).toBe(0)
    const done = (at: Instance) => at.log.filter((l) => l.msg === 'job done' && queued.has(String(l.id))).map((l) => String(l.id))
    // The last lines may still be on their way through the pipes.
    await expect.poll(() => done(a).length + done(b).length, { timeout: 5000, interval: 50 }).toBeGreaterThanOrEqual(queued.size)
    const all = [...done(a), ...done(b)]
    expect(all.length).toBe(queued.size)
    expect(new Set(all)).toEqual(queued)
  })
})
