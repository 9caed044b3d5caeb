import { HOME_NEWS_MAX, HomeNewsRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('/api/home/news', () => {
  it('answers each block with its default count, newest first', async () => {
    for (const [type, count] of [
      ['latest', 4],
      ['research', 4],
      ['style', 6],
    ] as const) {
      const res = await t.post('/api/home/news', { type, lang: 'en' })
      expect(res.status).toBe(200)
      expectShape(HomeNewsRet, res.json.retMap)
      const list = res.json.retMap.articleList
      expect(list).toHaveLength(count)
      const dates = list.map((a: any) => a.createTime)
      expect([...dates].sort().reverse()).toEqual(dates)
    }
  })

  it('gives news their detail types and highlights their external links', async () => {
    const latest = (await t.post('/api/home/news', { type: 'latest' })).json.retMap.articleList
    expect(latest[0].templateList[0]).toBe('ibrNewsnews')
    expect(latest[0].picture).toMatch(/^\/file\/image\/[\w-]{22}$/)
    const research = (await t.post('/api/home/news', { type: 'research' })).json.retMap.articleList
    expect(research[0].templateList).toContain('researchAchievementpaper')
    const style = (await t.post('/api/home/news', { type: 'style' })).json.retMap.articleList
    expect(style.every((s: any) => /^https:\/\//.test(s.outLink))).toBe(true)
  })

  it('honours limit and caps it', async () => {
    expect((await t.post('/api/home/news', { type: 'latest', limit: 2 })).json.retMap.articleList).toHaveLength(2)
    const capped = (await t.post('/api/home/news', { type: 'latest', limit: 5000 })).json.retMap.articleList
    expect(capped).toHaveLength(HOME_NEWS_MAX)
  })

  it('refuses unknown types and bad limits', async () => {
    for (const body of [
      { type: 'oldest' },
      {},
      { type: 'latest', limit: 0 },
      { type: 'latest', limit: -4 },
      { type: 'latest', limit: '4' },
      { type: 'latest', limit: 2.5 },
    ]) {
      expectFailure(await t.post('/api/home/news', body), 400, 'badRequest')
    }
  })
})
