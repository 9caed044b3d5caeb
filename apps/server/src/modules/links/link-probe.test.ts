/**
 * The external check against fake sites on loopback, which LINK_CHECK_ALLOW lets through as a
 * deployment would list its own intranet: every answer a real site gives, and the guard that keeps
 * the checker from addresses nobody allowed (a server there records whether it was reached).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSpecialAddress, mayConnect, parseLinkAllowance } from '../../net/address-guard.js'
import { hostLimiter } from './host-limiter.js'
import { probe, retryAfterMs, type ProbeSettings } from './link-probe.js'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

async function listen(server: http.Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return `${server instanceof https.Server ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`
}

const servers: http.Server[] = []
async function site(handler: Handler, host = '127.0.0.1'): Promise<string> {
  const server = http.createServer(handler)
  servers.push(server)
  return listen(server, host)
}

function settings(allow: string, overrides: Partial<ProbeSettings> = {}): ProbeSettings {
  const problems: string[] = []
  const allowance = parseLinkAllowance(allow, problems)
  expect(problems).toEqual([])
  return {
    allow: allowance,
    userAgent: 'Test institute link checker (+http://localhost)',
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    maxRedirects: 5,
    retryAfterMaxMs: 2000,
    limiter: hostLimiter(2),
    ...overrides,
  }
}

let base: string
const hits: string[] = []
let certDir: string

beforeAll(async () => {
  base = await site((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers['user-agent']}`)
    const path = req.url ?? '/'
    if (path === '/ok') return res.writeHead(200).end('fine')
    if (path === '/gone') return res.writeHead(410).end()
    if (path === '/moved') return res.writeHead(301, { location: '/missing' }).end()
    if (path === '/head-refused') {
      if (req.method === 'HEAD') return res.writeHead(405).end()
      return res.writeHead(200).end('only GET')
    }
    if (path.startsWith('/loop')) {
      const n = Number(path.slice(5) || 0)
      return res.writeHead(302, { location: `/loop${n + 1}` }).end()
    }
    if (path === '/slow') return void setTimeout(() => res.writeHead(200).end(), 5000).unref()
    if (path === '/large') {
      if (req.method === 'HEAD') return res.writeHead(405).end()
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      const chunk = Buffer.alloc(64 * 1024, 1)
      // Up to 8 MB, as fast as the client takes it; the checker must close the connection at 1 MB.
      let sent = 0
      const push = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', push)
        }
        res.end()
      }
      res.on('close', () => hits.push(`large sent ${sent}`))
      return push()
    }
    res.writeHead(404).end('not here')
  })
  certDir = mkdtempSync(join(tmpdir(), 'link-tls-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
})

afterAll(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  rmSync(certDir, { recursive: true, force: true })
})

describe('an external link', () => {
  it('is ok when it answers 200, sent with a user agent naming the site', async () => {
    expect(await probe(`${base}/ok`, settings('127.0.0.1'))).toMatchObject({ status: 'ok', problem: null, httpStatus: 200 })
    expect(hits).toContain('HEAD /ok Test institute link checker (+http://localhost)')
  })

  it('is broken with 404 after a 301 to a missing page, and with 410 when gone', async () => {
    expect(await probe(`${base}/moved`, settings('127.0.0.1'))).toMatchObject({ status: 'broken', problem: 'http404', httpStatus: 404 })
    expect(await probe(`${base}/gone`, settings('127.0.0.1'))).toMatchObject({ status: 'broken', problem: 'http410', httpStatus: 410 })
  })

  it('is asked with GET when HEAD is refused', async () => {
    expect(await probe(`${base}/head-refused`, settings('127.0.0.1'))).toMatchObject({ status: 'ok', httpStatus: 200 })
    expect(hits.filter((h) => h.includes('/head-refused')).map((h) => h.split(' ')[0])).toEqual(['HEAD', 'GET'])
  })

  it('follows at most 5 redirects', async () => {
    expect(await probe(`${base}/loop0`, settings('127.0.0.1'))).toMatchObject({ status: 'broken', problem: 'redirects' })
    expect(hits.filter((h) => h.startsWith('HEAD /loop'))).toHaveLength(6)
  })

  it('times out on a site that does not answer', async () => {
    expect(await probe(`${base}/slow`, settings('127.0.0.1', { timeoutMs: 200 }))).toMatchObject({ status: 'broken', problem: 'timeout' })
  })

  it('reads no more than the limit of a large body', async () => {
    const result = await probe(`${base}/large`, settings('127.0.0.1'))
    expect(result).toMatchObject({ status: 'ok', httpStatus: 200 })
    expect(result.bytesRead).toBeLessThanOrEqual(1024 * 1024)
    await expect.poll(() => hits.find((h) => h.startsWith('large sent'))).toBeDefined()
    const sent = Number(hits.find((h) => h.startsWith('large sent'))!.split(' ')[2])
    expect(sent).toBeLessThan(8 * 1024 * 1024)
  })

  it('is refused when nothing listens, and fails on a name that does not resolve', async () => {
    const closed = http.createServer()
    const address = await listen(closed, '127.0.0.1')
    await new Promise((resolve) => closed.close(resolve))
    expect(await probe(`${address}/`, settings('127.0.0.1'))).toMatchObject({ status: 'broken', problem: 'refused' })
    expect(await probe('http://no-such-host.invalid/', settings('no-such-host.invalid'))).toMatchObject({
      status: 'broken',
      problem: 'dns',
    })
  })

  it('is a TLS failure on a self-signed certificate', async () => {
    const server = https.createServer(
      { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
      (_req, res) => res.writeHead(200).end(),
    )
    servers.push(server)
    const address = await listen(server, '127.0.0.1')
    expect(await probe(`${address}/`, settings('127.0.0.1'))).toMatchObject({ status: 'broken', problem: 'tls' })
  })

  it('waits for Retry-After on a 429 and tries once more; still 429 is rate limited', async () => {
    let asked = 0
    const address = await site((req, res) => {
      asked += 1
      if (req.url === '/always') return res.writeHead(429, { 'retry-after': '0' }).end()
      if (asked === 1) return res.writeHead(429, { 'retry-after': '1' }).end()
      res.writeHead(200).end()
    })
    expect(await probe(`${address}/once`, settings('127.0.0.1'))).toMatchObject({ status: 'ok', httpStatus: 200 })
    expect(asked).toBe(2)
    expect(await probe(`${address}/always`, settings('127.0.0.1'))).toMatchObject({
      status: 'broken',
      problem: 'rateLimited',
      httpStatus: 429,
    })
    // A wait longer than the bound is not waited for.
    asked = 0
    const impatient = settings('127.0.0.1', { retryAfterMaxMs: 100 })
    expect(await probe(`${address}/once`, impatient)).toMatchObject({ status: 'broken', problem: 'rateLimited' })
    expect(asked).toBe(1)
  })

  it('asks one host at most two at a time', async () => {
    let active = 0
    let most = 0
    const address = await site((_req, res) => {
      active += 1
      most = Math.max(most, active)
      setTimeout(() => {
        active -= 1
        res.writeHead(200).end()
      }, 30)
    })
    const shared = settings('127.0.0.1')
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => probe(`${address}/p${i}`, shared)))
    expect(results.every((r) => r.status === 'ok')).toBe(true)
    expect(most).toBe(2)
  })
})

describe('the guard against internal addresses', () => {
  let reached: string[]
  let outside: string
  beforeAll(async () => {
    reached = []
    outside = await site((req, res) => {
      reached.push(req.url ?? '')
      res.writeHead(200).end()
    }, '127.0.0.2')
  })

  it('does not fetch an address the allowance does not list', async () => {
    expect(await probe(`${outside}/secret`, settings('127.0.0.1'))).toMatchObject({ status: 'not-checked', problem: 'privateAddress' })
    expect(reached).toEqual([])
  })

  it('refuses a redirect from an allowed host to an address outside the allowance, without reaching it', async () => {
    const hop = await site((_req, res) => res.writeHead(302, { location: `${outside}/after-redirect` }).end())
    expect(await probe(`${hop}/`, settings('127.0.0.1'))).toMatchObject({ status: 'not-checked', problem: 'privateAddress' })
    expect(reached).toEqual([])
  })

  it('refuses a name that resolves only to loopback, checked on the resolved address', async () => {
    const port = new URL(base).port
    const before = hits.length
    expect(await probe(`http://localhost:${port}/ok`, settings(''))).toMatchObject({ status: 'not-checked', problem: 'privateAddress' })
    expect(hits.length).toBe(before)
  })

  it('reaches an address the allowance lists by CIDR', async () => {
    expect(await probe(`${outside}/allowed`, settings('127.0.0.2/32'))).toMatchObject({ status: 'ok' })
    expect(reached).toEqual(['/allowed'])
  })

  it('knows the special ranges, IPv4 carried in IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      'ff02::1',
    ])
      expect(isSpecialAddress(address), address).toBe(true)
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:93.184.216.34'])
      expect(isSpecialAddress(address), address).toBe(false)
  })

  it('reports entries of LINK_CHECK_ALLOW it cannot read', () => {
    const problems: string[] = []
    parseLinkAllowance('intranet.example.org, 10.0.0.0/8, ::1, 10.0.0.0/40, not a host', problems)
    expect(problems).toHaveLength(2)
  })

  it('reads a block written in IPv6 around an IPv4 address as that IPv4 block', () => {
    const problems: string[] = []
    const allow = parseLinkAllowance('::ffff:127.0.0.1/128, ::ffff:10.8.0.0/112, ::ffff:192.168.0.0/64', problems)
    // A prefix shorter than the IPv4 part reaches past the addresses IPv4 can carry.
    expect(problems).toEqual([expect.stringContaining('::ffff:192.168.0.0/64')])
    expect(mayConnect(allow, 'fake.test', '127.0.0.1')).toBe(true)
    expect(mayConnect(allow, 'fake.test', '::ffff:127.0.0.1')).toBe(true)
    expect(mayConnect(allow, 'fake.test', '127.0.0.2')).toBe(false)
    expect(mayConnect(allow, 'fake.test', '10.8.3.4')).toBe(true)
    expect(mayConnect(allow, 'fake.test', '10.9.0.1')).toBe(false)
  })

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000)
    expect(retryAfterMs('soon')).toBeNull()
  })
})
