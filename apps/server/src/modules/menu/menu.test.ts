import { MenuListRet, MenuRet, SECTION_CHILDREN, MEETING_PAGES, sectionTemplates } from '@ibr/contract'
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

describe('/api/menu/list', () => {
  it('answers the whole menu tree with paths and names in the requested language', async () => {
    const zh = await t.post('/api/menu/list', { type: 'top', lang: 'zh' })
    const en = await t.post('/api/menu/list', { type: 'top', lang: 'en' })
    expect(zh.status).toBe(200)
    expect(zh.json.code).toBe('success')
    expectShape(MenuListRet, zh.json.retMap)
    const sections = sectionTemplates('ibr')
    const tree = zh.json.retMap.menuList as MenuListRet['menuList']
    expect(tree.map((s) => s.listTemplate)).toEqual(Object.values(sections))
    for (const [key, children] of Object.entries(SECTION_CHILDREN)) {
      const section = tree.find((s) => s.listTemplate === sections[key as keyof typeof sections])!
      expect(section.children.map((c) => c.listTemplate)).toEqual(children)
      for (const child of section.children) expect(child.path).toBe(`${section.path}/${child.listTemplate}`)
    }
    const conferences = tree.find((s) => s.listTemplate === sections.meeting)!
    for (const conf of conferences.children) expect(conf.children.map((p) => p.listTemplate)).toEqual(MEETING_PAGES)
    expect(tree[0]!.name).toMatch(/[\u4e00-\u9fff]/)
    expect(en.json.retMap.menuList[0].name).toMatch(/^[A-Za-z ]+$/)
    expect(en.json.retMap.menuList[0].id).toBe(tree[0]!.id)
  })

  it('reads any lang other than en as zh', async () => {
    const zh = await t.post('/api/menu/list', { type: 'top', lang: 'zh' })
    for (const lang of ['fr', '', 'EN', 42, null]) {
      const res = await t.post('/api/menu/list', { type: 'top', lang })
      expect(res.json.retMap.menuList[0].name).toBe(zh.json.retMap.menuList[0].name)
    }
  })

  it('refuses an unknown type', async () => {
    expectFailure(await t.post('/api/menu/list', { type: 'side' }), 400, 'badRequest')
    expectFailure(await t.post('/api/menu/list', { type: 'side', lang: 'en' }), 400, 'badRequest', 'en')
  })
})

describe('/api/menu', () => {
  it('answers one entry with its children and intro', async () => {
    const list = await t.post('/api/menu/list', { type: 'top' })
    const news = list.json.retMap.menuList[0]
    const res = await t.post('/api/menu', { id: news.id, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(MenuRet, res.json.retMap)
    expect(res.json.retMap.menu.children.length).toBe(news.children.length)
    expect(res.json.retMap.menu.intro.length).toBeGreaterThan(0)
    expect(res.json.retMap.menu.parentId).toBeNull()
    const child = await t.post('/api/menu', { id: String(news.children[0].id) })
    expect(child.json.retMap.menu.parentId).toBe(news.id)
  })

  it('answers notFound for an unknown id and badRequest for a malformed one', async () => {
    expectFailure(await t.post('/api/menu', { id: 999999 }), 404, 'notFound')
    for (const id of ['abc', -1, 0, 1.5, {}, [], '1; drop table menu', '99999999999']) {
      expectFailure(await t.post('/api/menu', { id }), 400, 'badRequest')
    }
    expectFailure(await t.post('/api/menu', {}), 400, 'badRequest')
  })
})
