import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { openDatabase } from '../../db/database.js'
import { openFileStore } from '../../storage/open-file-store.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url })

/** A TCP server that accepts connections and never says a word: a database that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** An app whose database is PostgreSQL at `port` on loopback, whatever answers there (or nothing). */
async function appOnDatabaseAt(port: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ibr-probe-'))
  const url = `postgres://postgres@127.0.0.1:${port}/ibr_probe`
  const database = await openDatabase({ url, dataDir })
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    CACHE_TTL_SECONDS: '0',
    SECTION_CACHE_SECONDS: '0',
  })
  const app = await buildApp(
    { config, db: database.db, databaseKind: database.kind, store: await openFileStore(config), version: 'test' },
    { logger: false },
  )
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

describe('/healthz', () => {
  it('answers 200 while the process runs, never cached', async () => {
    const res = await get(t.app, '/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('/readyz', () => {
  it('answers 200 ready on a database at this build’s migrations', async () => {
    const res = await get(t.app, '/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 at once when nothing listens where the database should be', async () => {
    const free = await silentServer()
    const { port } = free
    await free.close()
    const down = await appOnDatabaseAt(port)
    try {
      const began = performance.now()
      const res = await get(down.app, '/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unready', reason: 'database' })
      expect(performance.now() - began).toBeLessThan(2000)
      // The process itself is fine: liveness does not depend on the database.
      expect((await get(down.app, '/healthz')).statusCode).toBe(200)
    } finally {
      await down.close()
    }
  })

  it('answers 503 within its time limit when the database accepts and then says nothing', async () => {
    const silent = await silentServer()
    const hung = await appOnDatabaseAt(silent.port)
    try {
      const began = performance.now()
      const answers = await Promise.all([get(hung.app, '/readyz'), get(hung.app, '/readyz'), get(hung.app, '/readyz')])
      for (const res of answers) {
        expect(res.statusCode).toBe(503)
        expect(res.json()).toEqual({ status: 'unready', reason: 'database' })
      }
      expect(performance.now() - began).toBeLessThan(3000)
    } finally {
      await hung.close()
      await silent.close()
    }
  })
})

describe('while the server closes', () => {
  it('says draining on /readyz from the moment closing starts; /healthz and /metrics still answer, other calls get the closing 503', async () => {
    // A second app on the same database, held inside its closing by a hook of the test's: as a
    // request that reaches the server between SIGTERM and the port closing would find it.
    const app = await buildApp(t.deps, { logger: false })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding = false
    app.addHook('preClose', async () => {
      holding = true
      await held
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    expect((await fetch(`${base}/readyz`)).status).toBe(200)

    const closed = app.close()
    try {
      await vi.waitFor(() => expect(holding).toBe(true))
      const ready = await fetch(`${base}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'unready', reason: 'draining' })
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
      expect((await fetch(`${base}/metrics`)).status).toBe(200)
      const call = await fetch(`${base}/api/menu/list`, {
        method: 'POST',
        // Answered before the body is read: the language comes from the browser's preference.
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ type: 'top', lang: 'en' }),
      })
      expect(call.status).toBe(503)
      expect(await call.json()).toEqual({ code: 'systemErr', msg: expect.stringMatching(/restarting/) })
    } finally {
      release()
      await closed
    }
  })
})

describe('the probes in the log', () => {
  it('write no line per request even when every request is logged, while an API call writes its line', async () => {
    const lines: string[] = []
    const app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'info', logRequests: 'all' } },
      { logStream: { write: (line) => void lines.push(line) } },
    )
    try {
      for (const url of ['/healthz', '/readyz', '/metrics']) expect((await get(app, url)).statusCode).toBe(200)
      expect(lines.filter((line) => /\/(healthz|readyz|metrics)/.test(line))).toEqual([])
      await app.inject({
        method: 'POST',
        url: '/api/menu/list',
        headers: { 'content-type': 'application/json' },
        payload: '{"type":"top"}',
      })
      expect(lines.filter((line) => line.includes('/api/menu/list')).length).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  })
})
