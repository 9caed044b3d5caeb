// PostgreSQL pass: the search's text-search SQL on the server's PostgreSQL version.
import { API, sectionTemplates } from '@ibr/contract'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTeam, teamDoc } from '../../test/team-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { syncSearch } from './search-sync.js'

/**
 * Site search over the real server and database: data built here, indexed by the sync the
 * triggers queue for, searched through POST /api/search in both languages.
 */
let t: TestApp
const tag = `qz${process.pid}x`
let newsMenu: number
let paperMenu: number
const ids: Record<string, number> = {}
let admin: StaffClient
let teamType: string

const sync = async () => {
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)
  t.app.publicCache.clear()
}
const search = async (body: Record<string, unknown>, lang = 'en') => t.post(API.search, { lang, ...body })
const found = async (q: string, extra: Record<string, unknown> = {}, lang = 'en') => {
  const res = await search({ q, ...extra }, lang)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as {
    total: number
    list: { type: string; id: number; title: string; snippet: string; lang: string; path: string; section: string }[]
    suggestion?: { q: string; applied: boolean }
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
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Search admin' })
  teamType = `${sectionTemplates(t.deps.config.product).team}team`
  ids.team = await createTeam(
    admin,
    teamDoc({ zh: '蝾螈再生研究组', en: `Axolotl Regeneration Group ${tag}` }, [
      ['张文博', 'Zhang Wenbo', 'Postdoctoral fellow'],
      ['李晓', 'Li Xiao', 'Engineer'],
    ]),
  )
  ids.draftTeam = await createTeam(admin, teamDoc({ zh: '草稿组', en: `Draft team ${tag}drafteam` }), { draft: true })
  ids.gone = await createTeam(admin, teamDoc({ zh: '将归档组', en: `Archived team ${tag}gone` }, [['王', 'Quillondor Wang', 'Student']]))
  await sync()
})
afterAll(() => t.close())

describe('site search', () => {
  it('finds Chinese words cut by the segmenter, two words at once, the matches marked', async () => {
    const result = await found('蝾螈 再生', {}, 'zh')
    // The team named after the same words is found too, also by its title.
    const article = result.list.find((r) => r.type === 'article')
    expect(
      result.list
        .slice(0, 2)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['article', 'team'])
    expect(article).toMatchObject({
      id: ids.salamander,
      lang: 'zh',
      path: `/detail/ibrNewsnews/${ids.salamander}`,
      section: 'ibrNews',
    })
    expect(article!.snippet).toContain('<mark>蝾螈</mark>')
  })

  it('stems English, completes the last word as a prefix, and ranks a title above a passing mention', async () => {
    expect((await found(`neuron ${tag}`)).list.map((r) => r.id)).toEqual([ids.salamander])
    const prefix = await found(`salamander ${tag.slice(0, -1)}`)
    expect(prefix.list.map((r) => r.id).slice(0, 2)).toEqual([ids.salamander, ids.bodyOnly])
  })

  it('ranks the newest age group first: a recent passing mention before a title three years old', async () => {
    const word = `${tag}tier`
    const old = await insertArticle(t, {
      menuId: newsMenu,
      publishAt: new Date(Date.now() - 3 * 365 * 86_400_000),
      title: `Cortex maps ${word}`,
      values: { title_en: `Cortex maps ${word}` },
    })
    const recent = await insertArticle(t, {
      menuId: newsMenu,
      title: `Weekly digest ${tag}w`,
      values: { title_en: `Weekly digest ${tag}w`, body_en: sanitize(`<p>Also: ${word}.</p>`) },
    })
    await sync()
    const result = await found(word)
    expect(result.list.map((r) => r.id)).toEqual([recent.id, old.id])
    // Two matches: every age group was counted.
    expect(result).toMatchObject({ total: 2, more: false })
  })

  it('matches whole words first, and the last word as a prefix only when they find little', async () => {
    const word = `${tag}pre`
    for (const n of [1, 2, 3])
      await insertArticle(t, { menuId: newsMenu, title: `Item ${n} ${word}`, values: { title_en: `Item ${n} ${word}` } })
    const longer = await insertArticle(t, { menuId: newsMenu, title: `Item 4 ${word}fix`, values: { title_en: `Item 4 ${word}fix` } })
    await sync()
    const whole = await found(word)
    expect(whole.total).toBe(3)
    expect(whole.list.map((r) => r.id)).not.toContain(longer.id)
    // Typed so far: no whole word matches, the prefix does.
    expect((await found(`${word}fi`)).list.map((r) => r.id)).toEqual([longer.id])
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

  it('finds a team by its name and a member by theirs, in both languages, each leading to the team’s page', async () => {
    const teamPath = (name: string) => `/teamDetail/${teamType}/${ids.team}/${encodeURIComponent(name)}`
    const zh = await found('蝾螈 研究组', {}, 'zh')
    expect(zh.list.find((r) => r.type === 'team')).toMatchObject({ id: ids.team, lang: 'zh', path: teamPath('蝾螈再生研究组') })
    const en = await found(`axolotl ${tag}`)
    // The team first (its name is its title), then its members (their rows name the team).
    expect(en.list.map((r) => r.type)).toEqual(['team', 'member', 'member'])
    expect(en.list[0]!.id).toBe(ids.team)
    expect(en.list[0]!.path).toBe(teamPath(`Axolotl Regeneration Group ${tag}`))
    const member = (await found('Zhang Wenbo')).list.find((r) => r.type === 'member')
    expect(member).toMatchObject({ title: 'Zhang Wenbo', path: teamPath(`Axolotl Regeneration Group ${tag}`) })
    expect(member!.snippet).toContain('Postdoctoral fellow')
    expect((await found('张文博', {}, 'zh')).list.find((r) => r.type === 'member')).toMatchObject({ title: '张文博', lang: 'zh' })
    // As the name is typed: the last word is a prefix.
    expect((await found('Zhang Wenb')).list.some((r) => r.type === 'member' && r.title === 'Zhang Wenbo')).toBe(true)
  })

  it('never finds a team not yet approved, and forgets an archived team and its members', async () => {
    expect((await found(`${tag}drafteam`)).total).toBe(0)
    expect((await found(`${tag}gone`)).list.map((r) => r.type)).toEqual(['team', 'member'])
    expect((await found('Quillondor')).list.map((r) => r.type)).toEqual(['member', 'team'])
    expect((await admin.post(STAFF_API.teamArchive, { id: ids.gone })).status).toBe(200)
    await sync()
    expect((await found(`${tag}gone`)).total).toBe(0)
    expect((await found('Quillondor')).total).toBe(0)
    // Its words are no longer offered as corrections.
    const word = await t.deps.db.selectFrom('search_word').where('word', '=', 'quillondor').select('word').executeTakeFirst()
    expect(word).toBeUndefined()
  })

  it('corrects a misspelt Latin word when the query finds nothing, and says so', async () => {
    const swapped = await found('Zhnag Wenbo')
    expect(swapped.suggestion).toEqual({ q: 'zhang wenbo', applied: true })
    expect(swapped.list.find((r) => r.type === 'member')).toMatchObject({ title: 'Zhang Wenbo' })
    expect(swapped.list[0]!.snippet + swapped.list[0]!.title).toMatch(/Zhang|zhang/)
    const misspelt = await found(`nueron ${tag}`)
    expect(misspelt.suggestion?.applied).toBe(true)
    expect(misspelt.list.map((r) => r.id)).toEqual([ids.salamander])
    // Nothing near enough: nothing offered.
    const nonsense = await found('Xqzvwk')
    expect(nonsense).toMatchObject({ total: 0, list: [] })
    expect(nonsense.suggestion).toBeUndefined()
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
