import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { message } from '../../apps/server/src/i18n/messages.js'
import { selfSignedCertificate } from '../tools/certificate.js'
import { ensureNginx } from '../tools/nginx-install.js'
import { startNginx, type NginxRun } from '../tools/nginx-process.js'
import { ROOT, SITE_DEFAULTS } from '../tools/nginx-site.js'
import { call, postJson, type CallOptions } from './support/client.js'

/** nginx from the project's template before one upstream that never answers well: its own failures. */
const HTTPS_PORT = 44543
/** Nothing listens here: connecting is refused. */
const CLOSED_PORT = 44990
/** Accepts connections and never answers. */
const SILENT_PORT = 44991

const dir = mkdtempSync(join(tmpdir(), 'ibr-deploy-errors-'))
const certificate = selfSignedCertificate(dir)
const ca = readFileSync(certificate.certificate)
const base = `https://localhost:${HTTPS_PORT}`
const held: Socket[] = []
const silent = createServer((socket) => held.push(socket))

async function withNginx(upstreamPort: number, use: (options: CallOptions) => Promise<void>) {
  const runDir = mkdtempSync(join(dir, 'run-'))
  const nginx: NginxRun = await startNginx(runDir, ensureNginx(), {
    ...SITE_DEFAULTS,
    root: ROOT,
    serverName: 'localhost',
    httpsListen: [`127.0.0.1:${HTTPS_PORT}`],
    httpListen: ['127.0.0.1:44180'],
    certificate: certificate.certificate,
    certificateKey: certificate.key,
    upstreams: [`127.0.0.1:${upstreamPort}`],
    readTimeoutSeconds: 1,
  })
  try {
    await use({ base, ca })
  } finally {
    await nginx.stop()
  }
}

const unavailable = message('error.unavailable')

describe("nginx's own failures", () => {
  beforeAll(() => new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve)))
  afterAll(async () => {
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
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
})
