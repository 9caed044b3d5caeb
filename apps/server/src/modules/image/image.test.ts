import { ImageUrlRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('/api/image/url', () => {
  it('answers the seven home banners with sizes and captions', async () => {
    const res = await t.post('/api/image/url', { lang: 'en' })
    expectShape(ImageUrlRet, res.json.retMap)
    const list = res.json.retMap.imageList
    expect(list).toHaveLength(7)
    expect(list.every((i: any) => i.width > i.height && i.title.length > 0)).toBe(true)
    const img = await t.inject({ method: 'GET', url: list[0].url })
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toMatch(/^image\//)
    expect((await t.post('/api/image/url', { type: 'top' })).json.retMap.imageList).toHaveLength(7)
  })

  it("answers a section's banner and a conference's pictures", async () => {
    const news = await menuByPath(t, '/ibrNews')
    expect((await t.post('/api/image/url', { menuId: news.id })).json.retMap.imageList.length).toBeGreaterThan(0)
    const conf = await menuByPath(t, '/ibrMeeting/meeting2022')
    expect((await t.post('/api/image/url', { menuId: conf.id, type: 'review' })).json.retMap.imageList.length).toBeGreaterThan(0)
  })

  it('refuses unknown types and answers notFound for unknown sections', async () => {
    expectFailure(await t.post('/api/image/url', { type: 'side' }), 400, 'badRequest')
    expectFailure(await t.post('/api/image/url', { menuId: 424242 }), 404, 'notFound')
  })
})
