import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationProvider } from '../db/migrations/index.js'
import { expectFailure } from '../test/shape.js'
import { createTestApp, type TestApp } from '../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096', CACHE_TTL_SECONDS: '60' })
})
afterAll(async () => {
  await t.close()
})

describe('bad input on any call', () => {
  it('answers malformed JSON with badRequest in the browser language', async () => {
    expectFailure(await t.post('/api/menu/list', '{"type":'), 400, 'badRequest')
    expectFailure(await t.post('/api/menu/list', '{"type":', { 'accept-language': 'en-GB,en' }), 400, 'badRequest', 'en')
  })

  it('refuses a body that is not an object', async () => {
    for (const body of ['[]', '"top"', '42', 'null']) expectFailure(await t.post('/api/menu/list', body), 400, 'badRequest')
  })

  it("words a schema failure from the catalogue by its kind, naming the field at fault, never in the validator's English", async () => {
    const list = { page: '{"pageNum":1,"pageSize":10}', type: 'ibrNewsnotice' }
    const cases: [string, Record<string, unknown>, string, string, string][] = [
      ['/api/article/detail', {}, 'id', '缺少参数 id', 'Missing field id'],
      ['/api/article/detail', { id: true }, 'id', '参数 id 的值无效', 'Invalid value of id'],
      ['/api/article/list', { ...list, page: 5 }, 'page', '参数 page 的类型不正确，应为 string', 'page must be of type string'],
      ['/api/article/list', { ...list, type: 'x'.repeat(81) }, 'type', '参数 type 不能超过 80 个字符', 'type takes at most 80 characters'],
      // Parameters sent as JSON strings are named with the field inside them.
      ['/api/article/list', { ...list, page: '{' }, 'page', '参数 page 应为 JSON 字符串', 'page must be a JSON string'],
      [
        '/api/article/list',
        { ...list, page: '{"pageNum":0,"pageSize":10}' },
        'page.pageNum',
        '参数 page.pageNum 的值无效',
        'Invalid value of page.pageNum',
      ],
      ['/api/article/list', { ...list, page: '{"pageSize":10}' }, 'page.pageNum', '缺少参数 page.pageNum', 'Missing field page.pageNum'],
      [
        '/api/article/list',
        { ...list, search: JSON.stringify({ keyword: 'x'.repeat(101) }) },
        'search.keyword',
        '参数 search.keyword 不能超过 100 个字符',
        'search.keyword takes at most 100 characters',
      ],
    ]
    for (const [path, body, field, zh, en] of cases) {
      const inZh = await t.post(path, body)
      expectFailure(inZh, 400, 'badRequest', 'zh', field)
      expect(inZh.json.msg).toContain(zh)
      expect(inZh.json.msg).not.toMatch(/must|should|have|property/)
      const inEn = await t.post(path, { ...body, lang: 'en' })
      expectFailure(inEn, 400, 'badRequest', 'en', field)
      expect(inEn.json.msg).toContain(en)
    }
  })

  it('refuses a prototype-poisoning body', async () => {
    expectFailure(await t.post('/api/menu/list', '{"type":"top","__proto__":{"admin":true}}'), 400, 'badRequest')
  })

  it('answers an oversized body with tooLarge', async () => {
    const res = await t.post('/api/article/list', { page: '{"pageNum":1,"pageSize":10}', search: 'x'.repeat(5000) })
    expectFailure(res, 413, 'tooLarge')
  })

  it('answers an unknown content type with unsupportedType', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/menu/list', headers: { 'content-type': 'text/xml' }, payload: '<a/>' })
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('unsupportedType')
  })

  it("answers an empty POST like the seed's /test", async () => {
    const res = await t.inject({ method: 'POST', url: '/test' })
    expect(res.statusCode).toBe(200)
    expect(res.json().retMap.status).toBe('ok')
    const empty = await t.inject({ method: 'POST', url: '/test', headers: { 'content-type': 'application/json' }, payload: '' })
    expect(empty.json().code).toBe('success')
  })

  it('answers GET on a POST call with methodNotAllowed and an unknown path with notFound', async () => {
    const get = await t.inject({ method: 'GET', url: '/api/menu/list' })
    expect(get.statusCode).toBe(405)
    expect(get.json().code).toBe('methodNotAllowed')
    const unknown = await t.post('/api/nothing/here', {})
    expectFailure(unknown, 404, 'notFound')
  })

  it('refuses a body nested deeper than any call needs, in a known or an unknown field, before anything walks it', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
    for (const field of ['type', 'anything']) {
      // A body refused unread has no `lang` to read: the browser's language decides.
      const res = await t.post('/api/menu/list', `{"type":"top","${field}":${nested(1500)}}`, { 'accept-language': 'en' })
      expectFailure(res, 400, 'badRequest', 'en')
      expect(res.json.msg).toMatch(/nested/)
    }
    // The body's own "lang" words the refusal, after the nesting as before it, over the browser's language.
    const en = await t.post('/api/menu/list', `{"type":"top","x":${nested(40)},"lang":"en"}`, { 'accept-language': 'zh-CN' })
    expectFailure(en, 400, 'badRequest', 'en')
    expect(en.json.msg).toMatch(/nested/)
    const zh = await t.post('/api/menu/list', `{"lang": "zh", "x":${nested(40)}}`, { 'accept-language': 'en' })
    expectFailure(zh, 400, 'badRequest', 'zh')
    expect(zh.json.msg).toMatch(/32/)
    // Brackets inside strings are text, not nesting.
    const quoted = await t.post('/api/menu/list', { type: 'top', note: '['.repeat(1500) + '\\"{' })
    expect(quoted.status).toBe(200)
  })

  it('refuses an id beyond the database integer range in either form, before any query', async () => {
    for (const path of ['/api/article/detail', '/api/research/detail']) {
      for (const id of ['2147483648', '9999999999', 2147483648, 0, '0', '-1']) {
        expectFailure(await t.post(path, { id, menuId: 1, lang: 'en' }), 400, 'badRequest', 'en')
      }
    }
  })

  it('never shows a stack trace', async () => {
    const res = await t.post('/api/article/list', { page: '{"pageNum":1', menuId: 1 })
    expect(JSON.stringify(res.json)).not.toMatch(/at .*\.(ts|js):\d+/)
    expectFailure(res, 400, 'badRequest')
  })
})

describe('security headers', () => {
  it('sends the data headers on JSON answers and the whole policy on pages', async () => {
    const data = await t.post('/api/menu/list', { type: 'top' })
    expect(data.headers['x-content-type-options']).toBe('nosniff')
    expect(data.headers['content-security-policy']).toBeUndefined()
    const page = await t.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('/test', () => {
  it('reports version, database and migration level', async () => {
    const res = await t.post('/test', {})
    const names = Object.keys(await migrationProvider.getMigrations()).sort()
    expect(names.length).toBeGreaterThanOrEqual(6)
    expect(res.json.retMap).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgresql' : 'embedded',
      migration: names.at(-1),
      migrationCount: names.length,
    })
  })
})

describe('public cache', () => {
  it('answers the same body from the cache and gzips large answers', async () => {
    const body = { type: 'top', lang: 'en' }
    const first = await t.post('/api/menu/list', body)
    const second = await t.post('/api/menu/list', body)
    expect(first.headers['x-cache']).toBe('miss')
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.json).toEqual(first.json)
    const gz = await t.inject({
      method: 'POST',
      url: '/api/menu/list',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: JSON.stringify(body),
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(first.json)
  })

  it('keys answers by the fields the call knows: an unknown field makes no new entry', async () => {
    const first = await t.post('/api/menu/list', { type: 'top', lang: 'zh', utm: 'a' })
    const second = await t.post('/api/menu/list', { type: 'top', lang: 'zh', utm: 'b', extra: { deep: [1, 2] } })
    expect(first.status).toBe(200)
    expect(second.headers['x-cache']).toBe('hit')
  })

  it('computes an answer once for a burst of identical requests', async () => {
    const body = JSON.stringify({ type: 'latest', limit: 3, lang: 'en' })
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.inject({ method: 'POST', url: '/api/home/news', headers: { 'content-type': 'application/json' }, payload: body }),
      ),
    )
    expect(burst.map((r) => r.headers['x-cache']).filter((c) => c === 'miss')).toHaveLength(1)
    expect(new Set(burst.map((r) => r.body)).size).toBe(1)
    expect(burst.every((r) => r.statusCode === 200)).toBe(true)
  })

  it('never caches a failure', async () => {
    const a = await t.post('/api/menu', { id: 999999 })
    const b = await t.post('/api/menu', { id: 999999 })
    expect(a.status).toBe(404)
    expect(b.headers['x-cache']).toBeUndefined()
  })
})
