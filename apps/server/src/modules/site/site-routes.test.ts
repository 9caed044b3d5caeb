import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { BANNER_SIZES } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'

const INDEX = `<!doctype html><html><head><title>t</title><script type="application/json" id="site-settings">{}</script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc123.js"></script></body></html>`

const ENTRY = 'document.documentElement.lang="en";import(`./app-def456.js`)'

describe('the built site', () => {
  let dist: string
  let t: TestApp
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'ibr-web-'))
    await mkdir(join(dist, 'assets'))
    await writeFile(join(dist, 'index.html'), INDEX)
    await writeFile(join(dist, 'assets', 'index-abc123.js'), ENTRY)
    await writeFile(join(dist, 'assets', 'app-def456.js'), 'export {}')
    await writeFile(join(dist, 'assets', 'index-abc123.css'), '.boot-home{display:none}')
    await writeFile(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>')
    t = await createTestApp({
      WEB_DIST: dist,
      SITE_TIMEZONE: 'Europe/Berlin',
      OA_URL: 'https://oa.test/</script><script>alert(1)</script>',
    })
  })
  afterAll(async () => {
    await t.close()
    await rm(dist, { recursive: true, force: true })
  })

  const settingsOf = (html: string) => JSON.parse(/id="site-settings">([^<]*)<\/script>/.exec(html)![1]!)

  it('serves index.html at / with the public settings and the home banners written in', async () => {
    const res = await t.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    // The entry is in the page, its import naming the assets folder, and the policy names its text
    // by hash: that script runs, no other inline one does.
    const entry = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1]
    expect(entry).toBe('document.documentElement.lang="en";import(`/assets/app-def456.js`)')
    const hash = createHash('sha256').update(entry!).digest('base64')
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(res.body).not.toContain('src="/assets/index-abc123.js"')
    const settings = settingsOf(res.body)
    expect(settings).toMatchObject({ product: 'ibr', ssoLoginUrl: expect.stringMatching(/^https:\/\//), timeZone: 'Europe/Berlin' })
    // "<" is escaped inside the JSON, so a setting can never close the script element.
    expect(settings.oaUrl).toBe('https://oa.test/</script><script>alert(1)</script>')
    expect(res.body).not.toContain('<script>alert(1)')
    // Feed autodiscovery: the news feeds and the events calendar, in both languages.
    expect(res.body).toContain(
      '<link rel="alternate" type="application/rss+xml" hreflang="en" title="News" href="/feed/ibrNewsnews.en.rss">',
    )
    expect(res.body).toContain(
      '<link rel="alternate" type="text/calendar" hreflang="zh" title="脑科学研究所学术活动" href="/feed/events.zh.ics">',
    )

    const banners = JSON.parse(/id="home-banners">([^<]*)<\/script>/.exec(res.body)![1]!)
    const api = await t.post('/api/image/url', { lang: 'en' })
    expect(banners.en).toEqual(api.json.retMap.imageList)
    expect(banners.zh).toHaveLength(banners.en.length)
    // The first banner is in the page itself (both languages open with it), inside the app's root.
    const first = banners.zh[0]
    expect(banners.en[0].url).toBe(first.url)
    expect(res.body).toContain(`<div id="root"><div id="/home" class="boot-home"><img class="boot-banner" src="${first.url}?w=`)
    expect(res.body).toMatch(
      new RegExp(
        `srcset="${first.url}\\?w=160 160w, [^"]*" sizes="[^"]+" width="${first.width}" height="${first.height}" alt="" fetchpriority="high"></div></div>`,
      ),
    )
    // The carousel's sizes, so the browser keeps the copy it already has when React takes over.
    expect(res.body).toContain(` sizes="${BANNER_SIZES}" `)
    expect(res.body).not.toContain('rel="preload"')
    // The entry's small stylesheet is in the page: the banner paints without another request.
    expect(res.body).toContain('<style>.boot-home{display:none}</style>')
    expect(res.body).not.toContain('rel="stylesheet"')
  })

  it('sends the page gzipped to clients that accept it', async () => {
    const res = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toContain('id="site-settings"')
  })

  it('keeps hashed assets a year and other files an hour; index.html only through /', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const logo = await t.inject({ method: 'GET', url: '/logo.svg' })
    expect(logo.headers['cache-control']).toBe('public, max-age=3600')
    const raw = await t.inject({ method: 'GET', url: '/index.html' })
    expect(raw.statusCode).toBe(404)
    expect(raw.body).not.toContain('site-settings')
  })

  it('answers /favicon.ico with the site’s icon, kept an hour', async () => {
    const res = await t.inject({ method: 'GET', url: '/favicon.ico' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\//)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body).toContain('<circle r="1"/>')
  })

  it('answers unknown files with 404 and never serves outside the folder', async () => {
    for (const url of ['/nope.js', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })
})
