// PostgreSQL pass: a database server that stops and comes back.
import { createServer, connect, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { openDatabase, type Database } from '../db/database.js'
import { openFileStore } from '../storage/open-file-store.js'
import { TEMPLATE_DB, withDatabase } from '../test/template.js'
import type { FastifyInstance } from 'fastify'

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, as a network failure would. */
class CuttableProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async open() {
    this.server = createServer((client) => {
      const upstream = connect(this.target)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => s.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  async cut() {
    for (const s of this.sockets) s.destroy()
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }
}

const url = process.env.DATABASE_URL

describe.skipIf(!url)('when PostgreSQL goes away', () => {
  let proxy: CuttableProxy
  let app: FastifyInstance
  let database: Database
  let dataDir: string
  const dbName = `ibr_down_${process.pid}`

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`)
    await admin.end()
    const target = new URL(url!)
    const probe = createServer()
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
    )
    await new Promise((resolve) => probe.close(resolve))
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) }, port)
    await proxy.open()
    const proxied = new URL(withDatabase(url!, dbName))
    proxied.host = `127.0.0.1:${port}`
    dataDir = await mkdtemp(join(tmpdir(), 'ibr-down-'))
    database = await openDatabase({ url: proxied.toString(), dataDir })
    // Every cache off: each call must reach the database.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CACHE_TTL_SECONDS: '0',
      SECTION_CACHE_SECONDS: '0',
      OVERLOAD_SAMPLE_MS: '0',
    })
    app = await buildApp(
      { config, db: database.db, databaseKind: database.kind, store: await openFileStore(config), version: 'test' },
      { logger: false },
    )
  })

  afterAll(async () => {
    await app.close()
    await database.close()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName}`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  })

  const call = () =>
    app.inject({
      method: 'POST',
      url: '/api/menu/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"top","lang":"en"}',
    })

  it('answers 503 systemErr while it is away and recovers by itself', async () => {
    expect((await call()).statusCode).toBe(200)
    await proxy.cut()
    const down = await call()
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ code: 'systemErr', msg: expect.stringMatching(/unavailable/) })
    expect(down.headers['retry-after']).toBe('1')
    await proxy.open()
    const back = await call()
    expect(back.statusCode).toBe(200)
    expect(back.json().code).toBe('success')
  })

  it('is not ready while it is away, and ready again once it is back; alive throughout', async () => {
    const probe = (url: string) => app.inject({ method: 'GET', url })
    expect((await probe('/readyz')).statusCode).toBe(200)
    await proxy.cut()
    const away = await probe('/readyz')
    expect(away.statusCode).toBe(503)
    expect(away.json()).toEqual({ status: 'unready', reason: 'database' })
    expect((await probe('/healthz')).statusCode).toBe(200)
    // The scrape still answers, counting the queries that could not run.
    const metrics = await probe('/metrics')
    expect(metrics.statusCode).toBe(200)
    expect(metrics.body).toMatch(/^ibr_metrics_query_failures_total\{source="jobs"\} [1-9]/m)
    await proxy.open()
    expect((await probe('/readyz')).json()).toEqual({ status: 'ready' })
  })
})
