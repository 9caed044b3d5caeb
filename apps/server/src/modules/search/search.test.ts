import { API } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { syncSearch } from './search-service.js'

/**
 * Site search over the real server and database (issue 13): data built here, indexed by the sync the
 * triggers queue for, searched through POST /api/search in both languages.
 */
let t: TestApp
const tag = `qz${process.pid}x`
let newsMenu: number
let paperMenu: number
const ids: Record<string, number> = {}

const sync = async () => {
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone)
  t.app.publicCache.clear()
}
const search = async (body: Record<string, unknown>, lang = 'en') => t.post(API.search, { lang, ...body })
const found = async (q: string, extra: Record<string, unknown> = {}, lang = 'en') => {
  const res = await search({ q, ...extra }, lang)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as {
    total: number
    list: { id: number; title: string; snippet: string; lang: string; path: string; section: string }[]
  }
}

beforeAll(async () => {
  t = await createTestApp()
  newsMenu = (await menuByPath(t, '/ibrNews/news')).id
  paperMenu = (await menuByPath(t, '/researchAchievement/paper')).id
  ids.salamander = (
    await insertArticle(t, {
      menuId: newsMenu,
      title: '蝾螈尾巴再生的神经机制',
      values: {
        title_en: `Salamander tails regrow ${tag}`,
        body_zh: sanitize('<p>研究团队发现，蝾螈的尾巴再生依赖于神经信号。</p>'),
        body_en: sanitize('<p>The team found that regenerating neurons guide the tail.</p>'),
      },
    })
  ).id
  ids.bodyOnly = (
    await insertArticle(t, {
      menuId: newsMenu,
      title: `Annual report ${tag}a`,
      values: { title_en: `Annual report ${tag}a`, body_en: sanitize(`<p>It mentions salamander tails once. ${tag}</p>`) },
    })
  ).id
  ids.draft = (await insertArticle(t, { menuId: newsMenu, title: `Draft ${tag}draft`, values: { status: 'draft' } })).id
  ids.future = (await insertArticle(t, { menuId: newsMenu, title: `Future ${tag}future`, publishAt: new Date(Date.now() + 86_400_000) })).id
  ids.paper = (
    await insertArticle(t, {
      menuId: paperMenu,
      publishAt: new Date('2019-05-01T00:00:00Z'),
      title: `Hippocampal replay ${tag}`,
      values: { kind: 'paper', pub_year: 2019, title_en: `Hippocampal replay ${tag}`, authors: 'Li Wei' },
    })
  ).id
  await sync()
})
afterAll(() => t.close())

describe('site search', () => {
  it('finds Chinese words cut by the segmenter, two words at once, the matches marked', async () => {
    const result = await found('蝾螈 再生', {}, 'zh')
    expect(result.list[0]).toMatchObject({
      id: ids.salamander,
      lang: 'zh',
      path: `/detail/ibrNewsnews/${ids.salamander}`,
      section: 'ibrNews',
    })
    expect(result.list[0]!.snippet).toContain('<mark>蝾螈</mark>')
  })

  it('stems English, completes the last word as a prefix, and ranks a title above a passing mention', async () => {
    expect((await found(`neuron ${tag}`)).list.map((r) => r.id)).toEqual([ids.salamander])
    const prefix = await found(`salamander ${tag.slice(0, -1)}`)
    expect(prefix.list.map((r) => r.id).slice(0, 2)).toEqual([ids.salamander, ids.bodyOnly])
  })

  it('answers in the reader’s language when the item matches in both', async () => {
    const zh = await found(tag, {}, 'zh')
    expect(zh.list.find((r) => r.id === ids.salamander)).toMatchObject({ lang: 'en', title: `Salamander tails regrow ${tag}` })
    const en = await found('蝾螈', {}, 'en')
    expect(en.list.find((r) => r.id === ids.salamander)?.lang).toBe('zh')
  })

  it('filters by section and year', async () => {
    expect((await found(tag, { section: 'researchAchievement' })).list.map((r) => r.id)).toEqual([ids.paper])
    expect((await found(tag, { year: 2019 })).list.map((r) => r.id)).toEqual([ids.paper])
    expect((await found(tag, { section: 'ibrNews', year: 2019 })).total).toBe(0)
  })

  it('never finds a draft or an item not yet published, and forgets one taken off the site', async () => {
    expect((await found(`${tag}draft`)).total).toBe(0)
    expect((await found(`${tag}future`)).total).toBe(0)
    await t.deps.db.updateTable('article').set({ status: 'archived', updated_at: new Date() }).where('id', '=', ids.bodyOnly!).execute()
    await sync()
    expect((await found(`${tag}a`)).total).toBe(0)
  })

  it('pages, and a page past the end still says how many there are', async () => {
    const first = await found(tag)
    const beyond = await found(tag, { page: 50 })
    expect(beyond.list).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it('refuses an empty, word-less, over-long or mistyped query, naming the field', async () => {
    for (const [body, field] of [
      [{ q: '' }, 'q'],
      [{ q: ' ,，。 ' }, 'q'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: 'ok', page: 'two' }, 'page'],
      [{ q: 'ok', section: '../etc' }, 'section'],
      [{}, 'q'],
    ] as const) {
      const res = await search(body)
      expectFailure(res, 400, 'badRequest', 'en')
      expect(res.json.field, JSON.stringify(body)).toBe(field)
    }
    const malformed = await t.post(API.search, '{"q": ')
    expectFailure(malformed, 400, 'badRequest', 'zh')
  })
})
