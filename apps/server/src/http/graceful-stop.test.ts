import { cp, mkdtemp, rm } from 'node:fs/promises'
import { Agent, request, type ClientRequest } from 'node:http'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../test/server-process.js'
import { TEMPLATE_DIR } from '../test/template.js'

// The built server as its own process, stopped with SIGTERM as systemd stops it.

const dirs: string[] = []
const servers: ServerProcess[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function start(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ibr-stop-'))
  dirs.push(dataDir)
  await cp(TEMPLATE_DIR, dataDir, { recursive: true })
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', ...env })
  servers.push(server)
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  return { server, exited }
}

function post(agent: Agent, url: string, body = '{}') {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const req = request(url, { agent, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A request whose body is held back: in flight at the server until `finish()` sends the rest. */
function heldRequest(agent: Agent, url: string) {
  const body = JSON.stringify({ type: 'top', lang: 'en' })
  let req!: ClientRequest
  const answer = new Promise<{ status: number; code: string; connection: string | undefined }>((resolve, reject) => {
    req = request(
      url,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code: string }).code, connection: res.headers.connection }),
        )
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 5))
  })
  answer.catch(() => {})
  return { answer, finish: () => req.end(body.slice(5)) }
}

async function inFlight(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text()
  return Number(/^ibr_http_requests_in_flight (\d+)$/m.exec(text)?.[1])
}

function logged(server: ServerProcess, text: string) {
  return server.log.some((line) => String(line.msg).includes(text))
}

describe('stopping on SIGTERM', () => {
  it('closes idle kept-alive connections at once, answers the request in flight, and exits 0 well within the grace', async () => {
    const { server, exited } = await start({ SHUTDOWN_GRACE_MS: '20000' })
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    // Four connections kept alive after their answers, as nginx keeps its upstream connections.
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(agent, `${server.base}/test`)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    const idle = Object.values(agent.freeSockets).flat() as Socket[]
    expect(idle).toHaveLength(4)
    const closed = idle.map((socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now()))))

    const held = heldRequest(new Agent({ keepAlive: true }), `${server.base}/api/menu/list`)
    await expect.poll(() => inFlight(server.base)).toBe(1)

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await expect.poll(() => logged(server, 'finishing requests in flight')).toBe(true)
    // The idle ones close before the request in flight is finished: nothing waits on them.
    const closedAt = await Promise.all(closed)
    for (const at of closedAt) expect(at - signalled).toBeLessThan(5000)
    held.finish()
    const res = await held.answer
    expect(res).toEqual({ status: 200, code: 'success', connection: 'close' })

    const { code, at } = await exited
    expect(code).toBe(0)
    // Far from the 20 s grace the stop used to wait out (bounds for a loaded machine).
    expect(at - signalled).toBeLessThan(8000)
    expect(server.log.filter((line) => Number(line.level) >= 50)).toEqual([])
    agent.destroy()
  }, 60_000)

  it('with SHUTDOWN_DRAIN_MS, says on /readyz that it is leaving while it still serves, then stops and exits 0', async () => {
    const { server, exited } = await start({ SHUTDOWN_DRAIN_MS: '1500' })
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await expect.poll(() => logged(server, 'says draining')).toBe(true)
    const ready = await fetch(`${server.base}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unready', reason: 'draining' })
    // A request that arrives meanwhile (a load balancer that has not probed yet) is served.
    const served = await fetch(`${server.base}/test`, { method: 'POST' })
    expect(served.status).toBe(200)
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeGreaterThanOrEqual(1500)
    expect(at - signalled).toBeLessThan(8000)
  }, 60_000)

  it('exits 1 naming how many requests are still open at the end of the grace period', async () => {
    const { server, exited } = await start({ SHUTDOWN_GRACE_MS: '500' })
    const agent = new Agent({ keepAlive: true })
    // Never finished: truly open at the end.
    heldRequest(agent, `${server.base}/api/menu/list`)
    await expect.poll(() => inFlight(server.base)).toBe(1)
    server.child.kill('SIGTERM')
    const { code } = await exited
    expect(code).toBe(1)
    expect(server.log.find((line) => Number(line.level) === 50)?.msg).toBe(
      '1 request still open 500 ms after the port closed (SHUTDOWN_GRACE_MS); exiting',
    )
    agent.destroy()
  }, 60_000)
})
