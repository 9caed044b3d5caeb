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
  const logLines: string[] = []
  /** The log lines written since the last call. */
  const taken = () =>
    logLines.splice(0).map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown } & Record<string, unknown>)

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
      // Every line a request or the outage writes: a stack per refused request would be seen.
      LOG_LEVEL: 'info',
      CACHE_TTL_SECONDS: '0',
      SECTION_CACHE_SECONDS: '0',
      OVERLOAD_SAMPLE_MS: '0',
    })
    app = await buildApp(
      { config, db: database.db, databaseKind: database.kind, store: await openFileStore(config), version: 'test' },
      { logStream: { write: (line) => void logLines.push(line) } },
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

  it('logs one line when it goes away, with the cause and no stack, and one when it is back; none per request', async () => {
    expect((await call()).statusCode).toBe(200)
    // The outage of the test before has ended (its line written).
    await expect.poll(() => app.databaseOutage.up(), { timeout: 10_000 }).toBe(true)
    taken()
    await proxy.cut()
    const answers = await Promise.all(Array.from({ length: 20 }, () => call()))
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 503))
    for (let i = 0; i < 10; i++) expect((await call()).statusCode).toBe(503)
    const away = taken()
    expect(away.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^the database cannot be reached \(.+\): requests that need it are answered 503/),
    ])
    expect(away[0]).toMatchObject({ level: 40, database: 'unreachable', cause: expect.any(String) })
    expect(JSON.stringify(away[0])).not.toMatch(/stack| {4}at /)

    await proxy.open()
    // Asked every second until it answers; no request is needed to notice.
    await expect.poll(() => logLines.length, { timeout: 10_000 }).toBe(1)
    const [back] = taken()
    expect(back).toMatchObject({ level: 40, database: 'reachable', refused: 30, downSeconds: expect.any(Number) })
    expect(back!.msg).toMatch(/^the database is reachable again after [\d.]+ s; 30 request\(s\) were answered 503 meanwhile$/)
    expect((await call()).statusCode).toBe(200)
    expect(taken()).toEqual([])
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
    expect(metrics.body).toMatch(/^ibr_ready\{reason="database"\} 0$/m)
    expect(metrics.body).toMatch(/^ibr_database_up 0$/m)
    await proxy.open()
    expect((await probe('/readyz')).json()).toEqual({ status: 'ready' })
    const again = await probe('/metrics')
    expect(again.body).toMatch(/^ibr_ready\{reason=""\} 1$/m)
    expect(again.body).toMatch(/^ibr_database_up 1$/m)
  })
})
