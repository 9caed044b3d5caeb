import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { lazySchemas } from './lazy-schemas.js'

function bare(register: (app: FastifyInstance) => void) {
  const schemas = lazySchemas()
  const app = Fastify({ schemaController: schemas.schemaController, ajv: { customOptions: { useDefaults: true, coerceTypes: false } } })
  app.setSerializerCompiler(({ schema, url }) =>
    schemas.serializer(url, () => (value: unknown) => `${JSON.stringify(schema)}:${JSON.stringify(value)}`),
  )
  register(app)
  return { app, schemas }
}

describe('route schemas compiled at first use', () => {
  it('validates and fills defaults as Ajv does, and reports its errors', async () => {
    const { app, schemas } = bare((app) =>
      app.post(
        '/echo',
        {
          schema: {
            body: {
              type: 'object',
              required: ['id'],
              properties: { id: { type: 'integer', minimum: 1 }, lang: { type: 'string', default: 'zh' } },
            },
          },
        },
        async (request) => request.body,
      ),
    )
    await app.ready()
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { id: 3 } })
    expect(ok.json()).toEqual({ id: 3, lang: 'zh' })
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { id: 0 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('must be >= 1')
    // The validator is compiled once and keeps answering from one compilation.
    const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} })
    expect(missing.json().message).toContain("must have required property 'id'")
    expect(schemas.compileAll()).toBe(0)
    await app.close()
  })

  it('leaves every schema uncompiled until a request or compileAll, which throws a broken one', async () => {
    const { app, schemas } = bare((app) => {
      app.post('/good', { schema: { body: { type: 'object' }, response: { 200: { type: 'object' } } } }, async () => ({}))
      app.post('/broken', { schema: { body: { type: 'no such type' } } }, async () => ({}))
    })
    await app.ready()
    const answer = await app.inject({ method: 'POST', url: '/good', payload: {} })
    expect(answer.body).toBe('{"type":"object"}:{}')
    // /good's body and response are compiled now; /broken's body is the one left.
    expect(() => schemas.compileAll()).toThrow(/^POST \/broken \(body\): its schema does not compile: schema is invalid/)
    // A request to it is a failure of the server, every time, not the client's bad request.
    for (let i = 0; i < 2; i++) {
      const broken = await app.inject({ method: 'POST', url: '/broken', payload: {} })
      expect(broken.statusCode).toBe(500)
      expect(broken.json().code).toBe('FST_ERR_SCH_VALIDATION_BUILD')
    }
    await app.close()
  })

  it('refuses a headers schema at start, which Fastify would read with names it had not lower-cased', async () => {
    const { app } = bare((app) => {
      app.post('/token', { schema: { headers: { type: 'object', required: ['X-Token'] } } }, async () => ({}))
    })
    await expect(app.ready()).rejects.toThrow(/headers schema/)
  })
})

describe('the server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('compiles every route schema it has without error', async () => {
    await t.app.ready()
    expect(t.app.compileSchemas()).toBeGreaterThan(100)
    expect(t.app.compileSchemas()).toBe(0)
  })
})
