import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { message } from '../../apps/server/src/i18n/messages.js'
import { selfSignedCertificate } from '../tools/certificate.js'
import { ensureNginx } from '../tools/nginx-install.js'
import { startNginx, type NginxRun } from '../tools/nginx-process.js'
import { ROOT, SITE_DEFAULTS } from '../tools/nginx-site.js'
import { call, postJson, type CallOptions } from './support/client.js'

/** nginx from the project's template before one upstream that never answers well: its own failures. */
const HTTPS_PORT = 31543
/** Nothing listens here: connecting is refused. */
const CLOSED_PORT = 31990
/** Accepts connections and never answers. */
const SILENT_PORT = 31991
/** Instances that answer for themselves: one always fails (503 to calls, 502 to pages), one serves. */
const FAILING_PORT = 31992
const SERVING_PORT = 31993

const dir = mkdtempSync(join(tmpdir(), 'ibr-deploy-errors-'))
const certificate = selfSignedCertificate(dir)
const ca = readFileSync(certificate.certificate)
const base = `https://localhost:${HTTPS_PORT}`
const held: Socket[] = []
const silent = createServer((socket) => held.push(socket))
const answering = (status: (method: string) => number, body: string): Server =>
  createHttpServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(status(request.method ?? 'GET'), { 'content-type': 'application/json' }).end(body))
  })
const failing = answering((method) => (method === 'POST' ? 503 : 502), '{"code":"systemErr","msg":"from the instance"}')
const serving = answering(() => 200, '{"code":"success","retMap":{}}')
const listen = (server: { listen(port: number, host: string, done: () => void): unknown }, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

async function withNginx(upstreamPorts: number | number[], use: (options: CallOptions) => Promise<void>, maxConnsPerInstance = 0) {
  const runDir = mkdtempSync(join(dir, 'run-'))
  const nginx: NginxRun = await startNginx(runDir, ensureNginx(), {
    ...SITE_DEFAULTS,
    root: ROOT,
    serverName: 'localhost',
    httpsListen: [`127.0.0.1:${HTTPS_PORT}`],
    httpListen: ['127.0.0.1:31180'],
    certificate: certificate.certificate,
    certificateKey: certificate.key,
    upstreams: [upstreamPorts].flat().map((port) => `127.0.0.1:${port}`),
    readTimeoutSeconds: 1,
    maxConnsPerInstance,
  })
  try {
    await use({ base, ca })
  } finally {
    await nginx.stop()
  }
}

const unavailable = message('error.unavailable')
const overloaded = message('error.overloaded')

describe("nginx's own failures", () => {
  beforeAll(async () => {
    await Promise.all([listen(silent, SILENT_PORT), listen(failing, FAILING_PORT), listen(serving, SERVING_PORT)])
  })
  afterAll(async () => {
    for (const socket of held) socket.destroy()
    await Promise.all([silent, failing, serving].map((server) => new Promise((resolve) => server.close(resolve))))
    rmSync(dir, { recursive: true, force: true })
  })

  it('502 when no instance can be reached: a page in both languages, the server’s JSON failure for a call', async () => {
    await withNginx(CLOSED_PORT, async (options) => {
      const page = await call('/', options)
      expect(page.status).toBe(502)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['retry-after']).toBe('5')
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(page.body.toString()).toContain('服务暂时无法访问')
      expect(page.body.toString()).toContain('The site is unavailable for a moment')

      const read = await postJson(API.menuList, { type: 'top' }, options)
      expect(read.status).toBe(502)
      expect(read.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(read.json()).toEqual({ code: 'systemErr', msg: unavailable.zh })

      const write = await postJson(
        API.feedbackSubmit,
        { kind: 'suggestion', content: 'hello there' },
        { ...options, headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      )
      expect(write.status).toBe(502)
      expect(write.json()).toEqual({ code: 'systemErr', msg: unavailable.en })
    })
  })

  it('504 when the instance does not answer in time', async () => {
    await withNginx(SILENT_PORT, async (options) => {
      const page = await call('/ibrNews/news', options)
      expect(page.status).toBe(504)
      expect(page.body.toString()).toContain('服务响应超时')
      expect(page.body.toString()).toContain('The site took too long to answer')

      const read = await postJson(
        API.articleList,
        { page: '{"pageNum":1,"pageSize":5}' },
        { ...options, headers: { 'accept-language': 'en' } },
      )
      expect(read.status).toBe(504)
      expect(read.json()).toEqual({ code: 'systemErr', msg: unavailable.en })
    })
  })

  it('503 at once when every instance holds its max_conns requests: a page in both languages, the server’s refusal for a call', async () => {
    await withNginx(
      SILENT_PORT,
      async (options) => {
        const heldBefore = held.length
        // The one request the instance may hold: it waits there until nginx gives up on it.
        const first = call('/ibrNews/news', options)
        await vi.waitFor(() => expect(held.length).toBe(heldBefore + 1), { timeout: 5000, interval: 10 })

        const page = await call('/', options)
        expect(page.status).toBe(503)
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(page.headers['cache-control']).toBe('no-store')
        expect(page.headers['retry-after']).toBe('1')
        expect(page.body.toString()).toContain('服务繁忙')
        expect(page.body.toString()).toContain('The site is busy')

        const read = await postJson(API.menuList, { type: 'top' }, { ...options, headers: { 'accept-language': 'en' } })
        expect(read.status).toBe(503)
        expect(read.headers['content-type']).toBe('application/json; charset=utf-8')
        expect(read.headers['retry-after']).toBe('1')
        expect(read.json()).toEqual({ code: 'systemErr', msg: overloaded.en })
        const write = await postJson(API.feedbackSubmit, { kind: 'suggestion', content: 'hello there' }, options)
        expect(write.status).toBe(503)
        expect(write.json()).toEqual({ code: 'systemErr', msg: overloaded.zh })
        // No other connection reached the instance: the refusals were nginx's own.
        expect(held.length).toBe(heldBefore + 1)

        expect((await first).status).toBe(504)
      },
      1,
    )
  })

  it('passes an instance’s own 502 and 503 to the client and keeps the instance in turn', async () => {
    await withNginx([FAILING_PORT, SERVING_PORT], async (options) => {
      // Counted as failures, these would send every call to the serving instance after the first.
      const reads = []
      for (let i = 0; i < 4; i++) reads.push(await postJson(API.menuList, { type: 'top' }, options))
      expect(reads.map((r) => r.status).sort()).toEqual([200, 200, 503, 503])
      for (const read of reads.filter((r) => r.status === 503)) expect(read.json().msg).toBe('from the instance')

      const pages = []
      for (let i = 0; i < 2; i++) pages.push(await call('/api/staff/auth/cas?ticket=ST-1', options))
      expect(pages.map((p) => p.status).sort()).toEqual([200, 502])
      expect(pages.find((p) => p.status === 502)!.json().msg).toBe('from the instance')
    })
  })
})
