import { API } from '@ibr/contract'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { connect, type AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config.js'
import { menuByPath } from '../test/menu-lookup.js'
import { addStaff, signIn, type StaffAccount } from '../test/staff-factory.js'
import { loggedApp } from '../test/logged-app.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { ok } from './json-body.js'
import { SLOW_REQUEST_MS } from './request-log.js'

/*
 * The request log (http/request-log.ts), read through BuildOptions.logStream: at the default
 * setting one line per failure (but 401 and 404), per slow request and per staff write, written at
 * completion; nothing for a request that simply worked; with LOG_REQUESTS=all one line per request.
 */

let t: TestApp
let editor: StaffAccount
let newsMenu: number
const apps: FastifyInstance[] = []

beforeAll(async () => {
  t = await createTestApp()
  newsMenu = (await menuByPath(t, '/ibrNews/news')).id
  editor = await addStaff(t, { roles: [ROLE.editor], sections: [newsMenu] })
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await t?.close()
})

interface Entry {
  level: number
  msg: string
  reqId?: string
  req?: { method: string; url: string }
  res?: { statusCode: number }
  route?: string
  responseTime?: number
  staffUserId?: number
  err?: { message: string }
}

/** A server over the test database with its own log; `post` and `inject` reach it, as TestApp's do. */
async function logged(env: Record<string, string> = {}) {
  const { app, lines } = await loggedApp(t, { CACHE_TTL_SECONDS: '0', SECTION_CACHE_SECONDS: '0', OVERLOAD_SAMPLE_MS: '0', ...env })
  // Answers the app's own routes cannot be made to give on demand.
  app.post('/log-test/fault', async () => {
    throw new Error('a fault of ours')
  })
  app.post('/log-test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100))
    return ok({})
  })
  app.get('/log-test/stream', async (_request, reply) => reply.type('text/plain').send(slowStream()))
  await app.ready()
  apps.push(app)
  const server: TestApp = {
    ...t,
    app,
    inject: (options) => app.inject(options),
    post: async (path, body = {}, headers = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return { status: res.statusCode, json: res.json(), headers: res.headers }
    },
  }
  const entries = () => lines.map((line) => JSON.parse(line) as Entry)
  /** The lines written since the last call. */
  const taken = () => {
    const out = entries()
    lines.length = 0
    return out
  }
  return { app, server, entries, taken }
}

describe('the request log at the default setting', () => {
  it('writes nothing for a public read that worked, nor for 401 and 404', async () => {
    const { server, taken } = await logged()
    expect((await server.post(API.menuList, { type: 'top', lang: 'en' })).status).toBe(200)
    expect((await server.post(API.articleDetail, { id: 2_000_000_000, lang: 'en' })).status).toBe(404)
    expect((await server.inject({ method: 'GET', url: '/wp-login.php' })).statusCode).toBe(404)
    expect((await server.post(STAFF_API.me, {})).status).toBe(401)
    expect(taken()).toEqual([])
  })

  it('writes one line for a refused request, at completion, with its status, route and time', async () => {
    const { server, taken } = await logged()
    expect((await server.post(API.articleDetail, { id: 'x', lang: 'en' })).status).toBe(400)
    const [line, ...more] = taken()
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 400 }, route: API.articleDetail })
    expect(line!.req).toMatchObject({ method: 'POST', url: API.articleDetail })
    expect(line!.responseTime).toBeGreaterThan(0)
  })

  it('writes one line for a fault, with its error', async () => {
    const { server, taken } = await logged()
    expect((await server.post('/log-test/fault')).status).toBe(500)
    const [line, ...more] = taken()
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 50, res: { statusCode: 500 }, route: '/log-test/fault', err: { message: 'a fault of ours' } })
  })

  it('writes one line for a slow request that worked', async () => {
    const { server, taken } = await logged()
    expect((await server.post('/log-test/slow')).status).toBe(200)
    const [line, ...more] = taken()
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 }, route: '/log-test/slow' })
    expect(line!.responseTime).toBeGreaterThan(SLOW_REQUEST_MS)
  })

  it('writes one line for each staff write, with who made it, and none for staff reads', async () => {
    const { server, taken } = await logged()
    const staff = await signIn(server, editor)
    // Signing in is a write (it opens a session); nobody was signed in yet.
    expect(taken()).toEqual([expect.objectContaining({ route: STAFF_API.login, res: { statusCode: 200 } })])

    expect((await staff.post(STAFF_API.me)).status).toBe(200)
    expect((await staff.post(STAFF_API.articleList, {})).status).toBe(200)
    expect(taken()).toEqual([])

    const saved = await staff.post(STAFF_API.articleSave, {
      kind: 'news',
      menuIds: [newsMenu],
      zh: { title: '日志测试', body: '<p>正文</p>' },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const [line, ...more] = taken()
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 30, route: STAFF_API.articleSave, res: { statusCode: 200 }, staffUserId: editor.id })
  })
})

describe('LOG_REQUESTS=all', () => {
  it('writes one line for every request, at completion, and none on arrival', async () => {
    const { server, taken } = await logged({ LOG_REQUESTS: 'all' })
    expect((await server.post(API.menuList, { type: 'top', lang: 'en' })).status).toBe(200)
    expect((await server.inject({ method: 'GET', url: '/wp-login.php' })).statusCode).toBe(404)
    expect((await server.post(STAFF_API.me, {})).status).toBe(401)
    expect((await server.post(API.articleDetail, { id: 'x', lang: 'en' })).status).toBe(400)
    const lines = taken()
    expect(lines.map((l) => [l.msg, l.res?.statusCode])).toEqual([
      ['request completed', 200],
      ['request completed', 404],
      ['request completed', 401],
      ['request completed', 400],
    ])
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(4)
  })

  it('is refused when it is neither notable nor all', () => {
    expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow('LOG_REQUESTS must be notable or all')
  })
})

/** An answer that trickles: 64 KB every 20 ms, 3 MB in all. */
function slowStream() {
  let sent = 0
  return new Readable({
    read() {
      sent += 1
      if (sent > 50) this.push(null)
      else setTimeout(() => this.push(Buffer.alloc(65536, 97)), 20)
    },
  })
}

/** Sends `text` on a fresh connection and closes it under the request: soon after, or once the answer has begun. */
function hangUp(port: number, text: string, when: 'mid-request' | 'after the first bytes' = 'mid-request') {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text, 'latin1')
      const close = () => {
        socket.destroy()
        setTimeout(resolve, 200)
      }
      if (when === 'mid-request') setTimeout(close, 150)
      else socket.once('data', close)
    })
    socket.on('error', reject)
  })
}

describe('a client that hangs up', () => {
  it('is not an error: mid-body, mid-upload or mid-answer', async () => {
    const { app, entries } = await logged({ LOG_REQUESTS: 'all' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo

    // A JSON body cut off half-way.
    await hangUp(port, `POST ${API.menuList} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"type":`)
    // An upload cut off half-way.
    await hangUp(
      port,
      `POST ${API.fileUpload} HTTP/1.1\r\nHost: x\r\ncontent-type: multipart/form-data; boundary=XX\r\ncontent-length: 100000\r\n\r\n` +
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabcdef',
    )
    // An answer streamed slowly, the client gone after its first bytes.
    await hangUp(port, 'GET /log-test/stream HTTP/1.1\r\nHost: x\r\n\r\n', 'after the first bytes')

    await vi.waitFor(() => expect(entries().filter((e) => e.msg === 'client went away')).toHaveLength(3), { timeout: 10_000 })
    expect(entries().filter((e) => e.level >= 40)).toEqual([])
    // The same at the default setting: no line at all.
    const quiet = await logged()
    await quiet.app.listen({ port: 0, host: '127.0.0.1' })
    await hangUp(
      (quiet.app.server.address() as AddressInfo).port,
      `POST ${API.menuList} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"t`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(quiet.entries().filter((e) => !e.msg.startsWith('Server listening'))).toEqual([])
  })
})
