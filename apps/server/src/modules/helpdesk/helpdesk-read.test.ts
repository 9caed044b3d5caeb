import { FaqListRet, LinkListRet, QUICK_LINK_GROUPS } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const hour = 3600_000

describe('/api/service/faq/list', () => {
  it('answers the published questions in order, in both languages', async () => {
    const zh = await t.post('/api/service/faq/list', {})
    const en = await t.post('/api/service/faq/list', { lang: 'en' })
    expect(zh.status).toBe(200)
    expectShape(FaqListRet, zh.json.retMap)
    expectShape(FaqListRet, en.json.retMap)
    const list = zh.json.retMap.faqList as FaqListRet['faqList']
    expect(list.length).toBeGreaterThan(2)
    expect(en.json.retMap.faqList.map((q: { id: number }) => q.id)).toEqual(list.map((q) => q.id))
    expect(list[0]!.question).toMatch(/[\u4e00-\u9fff]/)
    expect(en.json.retMap.faqList[0].question).not.toBe(list[0]!.question)
    expect(list.some((q) => /<p>|<ol>|<ul>|<a /.test(q.answer))).toBe(true)
    for (const q of list) expect(q.answer).not.toMatch(/<script|onerror=/i)

    const rows = await t.deps.db
      .selectFrom('faq')
      .select(['id', 'sort'])
      .where('status', '=', 'published')
      .orderBy('sort')
      .orderBy('id')
      .execute()
    expect(list.map((q) => q.id)).toEqual(rows.map((r) => r.id))
  })

  it('serves only published questions inside their publish window', async () => {
    const hidden = await t.deps.db
      .insertInto('faq')
      .values([
        { question_zh: '草稿问题', answer_zh: sanitize('<p>x</p>'), status: 'draft' },
        { question_zh: '将来的问题', answer_zh: sanitize('<p>x</p>'), publish_at: new Date(Date.now() + hour) },
        { question_zh: '下线的问题', answer_zh: sanitize('<p>x</p>'), unpublish_at: new Date(Date.now() - hour) },
      ])
      .returning('id')
      .execute()
    const shown = await t.deps.db
      .insertInto('faq')
      .values({ question_zh: '仍在期内的问题', answer_zh: sanitize('<p>y</p>'), unpublish_at: new Date(Date.now() + hour), sort: 9999 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const ids = (await t.post('/api/service/faq/list', {})).json.retMap.faqList.map((q: { id: number }) => q.id)
    for (const { id } of hidden) expect(ids).not.toContain(id)
    expect(ids.at(-1)).toBe(shown.id)
    // An empty English text falls back to the Chinese one.
    const en = (await t.post('/api/service/faq/list', { lang: 'en' })).json.retMap.faqList.at(-1)
    expect(en.question).toBe('仍在期内的问题')
  })

  it('refuses a body that is not an object and ignores unknown fields', async () => {
    expectFailure(await t.post('/api/service/faq/list', '{"a":'), 400, 'badRequest')
    expectFailure(await t.post('/api/service/faq/list', '[]'), 400, 'badRequest')
    expectFailure(await t.post('/api/service/faq/list', { padding: 'x'.repeat(300_000) }), 413, 'tooLarge')
    expect((await t.post('/api/service/faq/list', { page: 2 })).status).toBe(200)
    expect((await t.inject({ method: 'GET', url: '/api/service/faq/list' })).statusCode).toBe(405)
  })
})

describe('/api/service/link/list', () => {
  it('answers every published link by group, then in order', async () => {
    const zh = await t.post('/api/service/link/list', {})
    const en = await t.post('/api/service/link/list', { lang: 'en' })
    expectShape(LinkListRet, zh.json.retMap)
    expectShape(LinkListRet, en.json.retMap)
    const list = zh.json.retMap.linkList as LinkListRet['linkList']
    const groups = list.map((l) => l.group)
    expect(new Set(groups)).toEqual(new Set(QUICK_LINK_GROUPS))
    expect(groups).toEqual([...groups].sort((a, b) => QUICK_LINK_GROUPS.indexOf(a as never) - QUICK_LINK_GROUPS.indexOf(b as never)))
    for (const l of list) expect(l.url).toMatch(/^https?:\/\//)
    expect(en.json.retMap.linkList[0].name).not.toBe(list[0]!.name)
  })

  it('answers one group when asked', async () => {
    for (const group of QUICK_LINK_GROUPS) {
      const res = await t.post('/api/service/link/list', { group })
      expectShape(LinkListRet, res.json.retMap)
      expect(res.json.retMap.linkList.length).toBeGreaterThan(0)
      for (const l of res.json.retMap.linkList) expect(l.group).toBe(group)
    }
  })

  it('hides unpublished links and refuses an unknown group', async () => {
    const row = await t.deps.db
      .insertInto('quick_link')
      .values({ grp: 'lab', name_zh: '隐藏', url: 'https://hidden.example.org', status: 'archived' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const ids = (await t.post('/api/service/link/list', { group: 'lab' })).json.retMap.linkList.map((l: { id: number }) => l.id)
    expect(ids).not.toContain(row.id)
    expectFailure(await t.post('/api/service/link/list', { group: 'friends' }), 400, 'badRequest')
    expectFailure(await t.post('/api/service/link/list', { group: 1, lang: 'en' }), 400, 'badRequest', 'en')
    expectFailure(await t.post('/api/service/link/list', '{"group":'), 400, 'badRequest')
  })
})
