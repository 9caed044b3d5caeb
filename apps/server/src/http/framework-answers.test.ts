import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { expectFailure } from '../test/shape.js'
import { createTestApp, type TestApp } from '../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, json: JSON.parse(res.body) })

describe("Fastify's own answers", () => {
  it('answers an address that does not decode with badRequest in our envelope', async () => {
    expectFailure(answer(await t.inject({ method: 'GET', url: '/%ff' })), 400, 'badRequest')
    const en = await t.inject({ method: 'GET', url: '/api/%ff', headers: { 'accept-language': 'en' } })
    expectFailure(answer(en), 400, 'badRequest', 'en')
    expect(en.headers['content-type']).toMatch(/^application\/json/)
  })

  it('answers a request reaching a closing server with 503 systemErr and Retry-After', async () => {
    const app = await buildApp(t.deps, { logger: false })
    let closing!: () => void
    const closeBegun = new Promise<void>((resolve) => (closing = resolve))
    app.addHook('preClose', async () => closing())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo

    // A request half sent when the server begins to close: its connection is busy, so it is not dropped.
    const socket = connect(port, '127.0.0.1')
    let raw = ''
    socket.setEncoding('utf8').on('data', (chunk) => (raw += chunk))
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    await new Promise<void>((resolve) => socket.write('POST /api/menu/list HTTP/1.1\r\nHost: test\r\n', () => resolve()))
    const closed = app.close()
    await closeBegun
    socket.write('Accept-Language: en\r\nContent-Type: application/json\r\nContent-Length: 26\r\n\r\n{"type":"top","lang":"en"}')
    await ended
    await closed

    expect(raw).toMatch(/^HTTP\/1\.1 503/)
    expect(raw).toMatch(/\r\nretry-after: 10\r\n/i)
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))
    expectFailure({ status: 503, json: body }, 503, 'systemErr', 'en')
  })
})
