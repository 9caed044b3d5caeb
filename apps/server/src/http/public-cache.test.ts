import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerPublicCache } from './public-cache.js'

describe('public cache cleared while an answer is computed', () => {
  it('sends that answer but does not keep it: it may predate the change the clear was for', async () => {
    const app = Fastify()
    registerPublicCache(app, 60, 1, 5000)
    let version = 1
    let release: (() => void) | undefined
    app.post('/read', { config: { publicCache: true } }, async () => {
      const seen = version
      if (seen === 1) await new Promise<void>((resolve) => (release = resolve))
      return { seen }
    })
    await app.ready()
    const read = () => app.inject({ method: 'POST', url: '/read', payload: {} })
    try {
      const early = read()
      await expect.poll(() => release).toBeDefined()
      version = 2
      app.publicCache.clear()
      release!()
      expect((await early).json()).toEqual({ seen: 1 })
      const after = await read()
      expect(after.json()).toEqual({ seen: 2 })
      expect(after.headers['x-cache']).toBe('miss')
      expect((await read()).headers['x-cache']).toBe('hit')
    } finally {
      await app.close()
    }
  })
})
