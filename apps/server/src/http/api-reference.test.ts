import { Validator } from '@seriousme/openapi-schema-validator'
import { API, CALL_SPECS } from '@ibr/contract'
import { STAFF_API, STAFF_CALL_SPECS } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'

let t: TestApp
let doc: {
  openapi: string
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, { description?: string }>; requestBody?: unknown }>>
}
beforeAll(async () => {
  t = await createTestApp()
  const res = await t.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  doc = res.json()
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('has every call of the contract with its body, its success retMap and its failure codes', () => {
    for (const [path, spec] of Object.entries(CALL_SPECS)) {
      const call = doc.paths[path]?.post
      expect(call, path).toBeDefined()
      expect(call!.summary).toBe(spec.summary)
      expect(call!.requestBody, path).toBeDefined()
      if ('ret' in spec) expect(JSON.stringify(call!.responses['200']), path).toContain('retMap')
      const described = Object.values(call!.responses)
        .map((r) => r.description ?? '')
        .join(' ')
      for (const code of ['badRequest', 'tooLarge', ...spec.failures]) expect(described, `${path} ${code}`).toContain(`\`${code}\``)
    }
  })

  it('has every staff call with who may make it', () => {
    for (const [path, spec] of Object.entries(STAFF_CALL_SPECS)) {
      const call = doc.paths[path]?.post as { summary?: string; description?: string } | undefined
      expect(call?.summary, path).toBe(spec.summary)
      if (spec.permission) expect(call?.description, path).toContain(`\`${spec.permission}\``)
      else expect(call?.description, path).toBe('No session needed.')
    }
    expect(Object.keys(doc.paths[STAFF_API.cas] ?? {}).sort()).toEqual(['get', 'post'])
  })

  it('lists every path of the API, and no page or asset', () => {
    const documented = Object.keys(doc.paths)
    for (const path of Object.values(API)) {
      const openapiPath = path.endsWith('/') ? `${path}{id}` : path
      expect(documented, path).toContain(openapiPath)
    }
    expect(documented.filter((p) => !p.startsWith('/api/') && !p.startsWith('/file/') && p !== '/test')).toEqual([])
    expect(documented).not.toContain('/api/openapi.json')
  })
})

describe('responses follow their schemas', () => {
  it('serialises a success and a failure through the declared schemas', async () => {
    const ok = await t.post('/api/menu/list', { type: 'top', lang: 'en' })
    expect(ok.json.code).toBe('success')
    const refused = await t.post('/api/menu', { id: 'x', lang: 'en' })
    expect(refused.status).toBe(400)
    // The field at fault survives serialisation, and so does the list of several.
    expect(refused.json).toEqual({ code: 'badRequest', msg: 'Invalid value of id', field: 'id' })
    const several = await t.post('/api/service/feedback/submit', { kind: 'x', content: 'abc', lang: 'en' })
    expect(several.json.fields).toEqual([
      { field: 'kind', msg: 'Kind: not one of the choices' },
      { field: 'content', msg: 'Message: at least 5 characters' },
    ])
  })
})

describe('GET /api/docs', () => {
  it('shows the reference from files served here, loading nothing from elsewhere', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources.length).toBeGreaterThan(0)
    for (const source of sources) expect(source, source).not.toMatch(/^(https?:)?\/\//)
    const script = sources.find((s) => s.endsWith('.js'))!
    const asset = await t.inject({ method: 'GET', url: new URL(script, 'http://x/api/docs/').pathname })
    expect(asset.statusCode).toBe(200)
  })
})

describe('the API page at / when the site is not built', () => {
  it('lists every call and points to the reference', async () => {
    const bare = await createTestApp({ WEB_DIST: '/nonexistent-site' })
    try {
      const page = await bare.inject({ method: 'GET', url: '/' })
      expect(page.body).toContain('href="/api/docs/"')
      expect(page.body).toContain('href="/api/openapi.json"')
      for (const path of Object.keys(CALL_SPECS)) expect(page.body).toContain(`POST ${path}<`)
    } finally {
      await bare.close()
    }
  })
})
