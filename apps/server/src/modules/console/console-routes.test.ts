import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  // A console build of the test's own, so the test does not depend on apps/console having been built.
  const dist = await mkdtemp(join(tmpdir(), 'ibr-console-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><head><title>console</title></head><script src="/console/assets/app-abc123.js"></script>',
  )
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("console")')
  t = await createTestApp({ CONSOLE_DIST: dist, SITE_TIMEZONE: 'America/New_York' })
})
afterAll(async () => {
  await t.close()
})

describe('the console at /console/', () => {
  it('answers its page for the root and for any deep link, revalidated on every visit', async () => {
    for (const url of ['/console/', '/console/users/12', '/console/audit?action=signIn']) {
      const res = await t.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<title>console</title>')
    }
  })

  it('names the site\u2019s time zone in its page, where the console reads it', async () => {
    const res = await t.inject({ method: 'GET', url: '/console/articles/3' })
    expect(res.body).toContain('<meta name="site-time-zone" content="America/New_York"></head>')
  })

  it('sends /console on to /console/', async () => {
    const res = await t.inject({ method: 'GET', url: '/console' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/console/')
  })

  it('serves hashed assets for a year and answers a missing one 404, not the page', async () => {
    const asset = await t.inject({ method: 'GET', url: '/console/assets/app-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await t.inject({ method: 'GET', url: '/console/assets/app-old999.js' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('notFound')
  })

  it('never sends the index file under its own name, where it would be cached as an asset', async () => {
    const res = await t.inject({ method: 'GET', url: '/console/index.html' })
    expect(res.statusCode).toBe(404)
  })
})
