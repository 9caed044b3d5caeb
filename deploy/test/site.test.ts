import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { nodeSettings } from '../../apps/server/src/node-settings.js'
import { SERVER_BUNDLE } from '../../apps/server/src/server-bundle.js'
import { ROOT } from '../tools/nginx-site.js'
import { accessLine, call, callHttp, layout } from './support/client.js'

/** The entry script of a build: a hashed asset with its .gz and .br beside it. */
function hashedScript(dist: string): string {
  const name = readdirSync(join(dist, 'assets')).find((f) => /^index-[\w-]+\.js$/.test(f))
  if (!name) throw new Error(`no index-*.js in ${dist}/assets`)
  return name
}

describe('the instances', () => {
  it('run with Node’s settings for PostgreSQL, in the very process that was started', () => {
    const settings = nodeSettings('postgres://')
    for (const { pid } of layout().instances) {
      // The start script became the server (execve): the pid started is the server's, with its flags.
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      expect(args.slice(1, 1 + settings.flags.length)).toEqual(settings.flags)
      expect(args).toContain(SERVER_BUNDLE)
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      // The caller's environment wins over the settings' defaults, as the start script lets it.
      for (const [name, value] of Object.entries(settings.env)) expect(environ).toContain(`${name}=${process.env[name] ?? value}`)
    }
  })
})

describe('the site through nginx', () => {
  it('serves the page over HTTP/2 from an instance, with the settings the server writes in and never cached', async () => {
    const session = connect(layout().https, { ca: readFileSync(layout().certificate) })
    try {
      const { status, headers, body } = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/', 'user-agent': 'deploy-test/http2-page' })
          let text = ''
          let head: Record<string, unknown> = {}
          stream.on('response', (h) => (head = h))
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (text += chunk))
          stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: text }))
          stream.on('error', reject)
        },
      )
      expect(session.alpnProtocol).toBe('h2')
      expect(status).toBe(200)
      expect(headers['cache-control']).toBe('no-cache')
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(headers['content-security-policy']).toContain("default-src 'self'")
      // Written by the server at start: nginx must not serve the build's index.html from disk.
      expect(body).toMatch(/<script type="application\/json" id="site-settings">\{"/)
    } finally {
      session.close()
    }
    expect(await accessLine('deploy-test/http2-page')).toMatch(/ 200 .*upstream=127\.0\.0\.1:\d+ /)
  })

  it('serves a hashed asset from disk with a year of caching, as Brotli, gzip or as it is', async () => {
    const dist = join(ROOT, 'apps/web/dist')
    const name = hashedScript(dist)
    const original = readFileSync(join(dist, 'assets', name))
    const path = `/assets/${name}`

    const br = await call(path, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true)

    const gzip = await call(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(original)).toBe(true)

    const plain = await call(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)

    // nginx answered all three itself: no instance named in the access log.
    for (const sent of [br, gzip, plain]) expect(await accessLine(sent)).toContain('upstream=- ')
  })

  it('sends an asset it does not have on to the server, which answers 404', async () => {
    const missing = await call('/assets/index-00000000.js')
    expect(missing.status).toBe(404)
    expect(await accessLine(missing)).toMatch(/upstream=127\.0\.0\.1:\d+ upstream_status=404/)
  })

  it('serves the console: its page from an instance, its hashed assets from disk', async () => {
    const page = await call('/console/users/12')
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body.toString()).toContain('<div id="root">')

    const dist = join(ROOT, 'apps/console/dist')
    const name = hashedScript(dist)
    const asset = await call(`/console/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(asset.body).equals(readFileSync(join(dist, 'assets', name)))).toBe(true)
    expect(await accessLine(asset)).toContain('upstream=- ')
  })

  it('redirects plain HTTP to HTTPS, keeping the path and query', async () => {
    const answer = await callHttp('/ibrNews/news?page=2')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(`${layout().https}/ibrNews/news?page=2`)
  })

  it('answers a public call from an instance', async () => {
    const answer = await call('/api/menu/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'top', lang: 'en' }),
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ code: 'success' })
  })

  it('keeps the instances’ metrics to those who read them at the instance', async () => {
    const metrics = await call('/metrics')
    expect(metrics.status).toBe(403)
    expect(await accessLine(metrics)).toContain('upstream=- ')
  })
})
