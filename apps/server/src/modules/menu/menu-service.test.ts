import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let other: FastifyInstance
beforeAll(async () => {
  t = await createTestApp({ SECTION_CACHE_SECONDS: '600' })
  // A second app over the very same database and settings, as two apps built in one test process.
  other = await buildApp(t.deps, { logger: false })
  await other.ready()
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const firstName = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'POST', url: '/api/menu/list', payload: { type: 'top', lang: 'en' } })
  return res.json().retMap.menuList[0] as { id: number; name: string }
}

describe('menu service', () => {
  it('keeps one tree per app: another app and an invalidation read the menu afresh', async () => {
    const before = await firstName(t.app)
    await t.deps.db.updateTable('menu').set({ name_en: 'Renamed section' }).where('id', '=', before.id).execute()

    expect((await firstName(t.app)).name).toBe(before.name)
    expect((await firstName(other)).name).toBe('Renamed section')

    t.app.services.menu.invalidate()
    expect((await firstName(t.app)).name).toBe('Renamed section')
  })
})
