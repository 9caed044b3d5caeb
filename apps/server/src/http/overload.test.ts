import { API } from '@ibr/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { message } from '../i18n/messages.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { PROBE_PATHS } from './probe-paths.js'

/*
 * Shedding before any work (http/overload.ts): a server whose event loop is held busy on purpose
 * refuses new requests with the envelope and Retry-After, still answers its probes, writes one line
 * a second about what it refused, and refuses nothing once the loop is free again.
 */

let t: TestApp
const apps: FastifyInstance[] = []

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await t?.close()
})

interface LogEntry {
  level: number
  msg: string
  shed?: number
  res?: { statusCode: number }
}

/** A server over the test database with these settings, whose log is kept in `lines`. */
async function serverWith(env: Record<string, string>) {
  const lines: string[] = []
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.deps.config.databaseUrl,
    LOG_LEVEL: 'info',
    CACHE_TTL_SECONDS: '0',
    SECTION_CACHE_SECONDS: '0',
    ...env,
  })
  const app = await buildApp({ ...t.deps, config }, { logStream: { write: (line) => void lines.push(line) } })
  await app.ready()
  apps.push(app)
  // Readings count from the second sample after the start (overload.ts).
  await new Promise((resolve) => setTimeout(resolve, 2 * app.deps.config.overload.sampleMs + 50))
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry)
  return { app, entries }
}

/**
 * Holds the event loop busy for `busyMs` of every `busyMs + 5` ms until stopped: the mean delay
 * under-pressure reads is then about busyMs, whatever else the machine is doing. Shorter than the
 * sample, so each sample holds readings (a loop blocked for a whole sample reads as infinite delay).
 */
function blockEventLoop(busyMs: number) {
  let running = true
  const spin = () => {
    if (!running) return
    const until = Date.now() + busyMs
    while (Date.now() < until) {
      // Busy on purpose.
    }
    setTimeout(spin, 5)
  }
  setTimeout(spin, 0)
  return () => {
    running = false
  }
}

const menuList = (app: FastifyInstance, headers: Record<string, string> = {}, query = '') =>
  app.inject({
    method: 'POST',
    url: `${API.menuList}${query}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ type: 'top', lang: 'en' }),
  })

describe('shedding under pressure', () => {
  it('refuses with 503, Retry-After and the envelope, answers the probes, and logs one line a second', async () => {
    const { app, entries } = await serverWith({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '30', OVERLOAD_SAMPLE_MS: '300' })
    const unblock = blockEventLoop(60)
    let refused: number
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 20 })

      // No lang in the query or the browser's languages: Chinese, the site's default.
      const zh = await menuList(app)
      expect(zh.statusCode).toBe(503)
      expect(zh.headers['retry-after']).toBe('1')
      expect(zh.headers['cache-control']).toBe('no-store')
      expect(zh.json()).toEqual({ code: 'systemErr', msg: message('error.overloaded').zh })
      // The body's lang is not read (reading it is the work refused); the query's and the browser's are.
      const byQuery = await menuList(app, {}, '?lang=en')
      expect(byQuery.json()).toEqual({ code: 'systemErr', msg: message('error.overloaded').en })
      const byBrowser = await menuList(app, { 'accept-language': 'en-GB,en;q=0.9' })
      expect(byBrowser.statusCode).toBe(503)
      expect(byBrowser.json().msg).toBe(message('error.overloaded').en)
      refused = 3

      // Probes pass: whatever the app answers them (not a refusal).
      for (const path of PROBE_PATHS) {
        const probe = await app.inject({ method: 'GET', url: path })
        expect(probe.statusCode, path).not.toBe(503)
      }
      expect(app.isUnderPressure()).toBe(true)
    } finally {
      unblock()
    }

    // One line for the refusals, with their count and the reading; none per refused request.
    await vi.waitFor(() => expect(entries().filter((e) => e.shed !== undefined)).toHaveLength(1), { timeout: 5000 })
    const line = entries().find((e) => e.shed !== undefined)!
    expect(line.level).toBe(40)
    expect(line.shed).toBe(refused)
    expect(line.msg).toMatch(new RegExp(`^shed ${refused} requests in the last second: event loop delay \\d+ ms$`))
    expect(entries().filter((e) => e.res?.statusCode === 503)).toEqual([])

    // The loop free again: the next sample lifts the refusal.
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), { timeout: 10_000, interval: 20 })
    expect((await menuList(app)).statusCode).toBe(200)
  })

  it('counts refusals over many seconds in one line per second', async () => {
    const { app, entries } = await serverWith({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '30', OVERLOAD_SAMPLE_MS: '300' })
    const unblock = blockEventLoop(60)
    let refused = 0
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 20 })
      const until = Date.now() + 2500
      while (Date.now() < until) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => menuList(app)))
        refused += answers.filter((a) => a.statusCode === 503).length
        // Injected answers resolve without a turn of the loop: give its timers theirs, as a socket would.
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    } finally {
      unblock()
    }
    await app.close()
    const lines = entries().filter((e) => e.shed !== undefined)
    // 2.5 s of refusals: two or three full seconds and what was left at closing, never one line each.
    expect(refused).toBeGreaterThan(lines.length * 5)
    expect(lines.length).toBeGreaterThanOrEqual(2)
    expect(lines.length).toBeLessThanOrEqual(5)
    expect(lines.reduce((sum, e) => sum + e.shed!, 0)).toBe(refused)
  })

  // Whether a busy server stays under the defaults depends on the machine and what else runs on it:
  // measured in bench/overload-bench.ts, not asserted here.
  it('sheds at the defaults on the event-loop delay alone', async () => {
    const { app } = await serverWith({})
    expect(app.deps.config.overload).toEqual({ maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0, sampleMs: 500 })
  })

  it('is off with a sample time of 0 or empty, whatever the thresholds', async () => {
    for (const off of ['0', '']) {
      const { app } = await serverWith({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1', OVERLOAD_SAMPLE_MS: off })
      expect(app.hasDecorator('isUnderPressure')).toBe(false)
    }
  })
})
