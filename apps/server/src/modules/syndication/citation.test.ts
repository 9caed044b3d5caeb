import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { addPaperSection, uniqueMark } from '../../test/paper-factory.js'
import { expectFailure } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { readCitations } from '../paper-import/index.js'
import { syncSearch } from '../search/index.js'
import { CITE_LIST_MAX } from './citation-routes.js'

/** BibTeX and RIS files of published papers over the real server, read back with the paper importer. */
let t: TestApp
const ORIGIN = 'https://www.example.edu'
let section: number
let paper: { id: number; title: string }
let other: { id: number; title: string }
let mark: string
let hidden: { id: number; title: string }[]

const get = async (url: string) => {
  const res = await t.inject({ method: 'GET', url })
  const json: any = String(res.headers['content-type']).startsWith('application/json') ? res.json() : null
  return { status: res.statusCode, headers: res.headers, body: res.body, json }
}
/** The titles a file holds; a list that matches nothing is an empty file. */
const titlesIn = async (body: string) => (body === '' ? [] : (await readCitations(body)).entries.map((e) => e.title))
const paperValues = (values: Record<string, unknown>) => ({ kind: 'paper', research_area: 'principles', ...values })

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  section = await addPaperSection(t)
  mark = uniqueMark()
  paper = await insertArticle(t, {
    menuId: section,
    title: `海马体的记忆：{一项} 研究 ${mark}`,
    values: paperValues({
      title_en: `Memory & the hippocampus: 100% of {place} cells_${mark}`,
      authors: 'Xiaoming Wang, 王小明; José Müller',
      journal: 'Neuron',
      pub_year: 2024,
      doi: '10.1016/j.neuron.2024.01.001',
      pmid: '38000001',
    }),
  })
  other = await insertArticle(t, {
    menuId: section,
    title: `Second paper ${mark}`,
    values: paperValues({ research_area: 'disorders', pub_year: 2023, authors: 'Ada Lovelace' }),
  })
  // Never exported: a draft, a paper not yet published, one taken down, and an item that is no paper.
  const news = (await menuByPath(t, '/ibrNews/news')).id
  const day = 86_400_000
  hidden = await Promise.all([
    insertArticle(t, { menuId: section, title: `Hidden draft ${mark}`, values: paperValues({ status: 'draft', pub_year: 2024 }) }),
    insertArticle(t, {
      menuId: section,
      title: `Hidden later ${mark}`,
      publishAt: new Date(Date.now() + day),
      values: paperValues({ pub_year: 2024 }),
    }),
    insertArticle(t, {
      menuId: section,
      title: `Hidden gone ${mark}`,
      publishAt: new Date(Date.now() - 2 * day),
      unpublishAt: new Date(Date.now() - day),
      values: paperValues({ pub_year: 2024 }),
    }),
    insertArticle(t, { menuId: news, title: `Hidden news ${mark}` }),
  ])
  // A list's keyword is looked up in the search index: what the test wrote is indexed, as the sync job would.
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)
})
afterAll(() => t.close())

describe('one paper', () => {
  it('answers BibTeX as a download, in the language asked, read back field by field', async () => {
    const res = await get(`/cite/paper/${paper.id}.bib?lang=en`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="paper-${paper.id}.bib"`)
    expect(res.body).toMatch(/^@article\{wang2024memory,\n/)
    const [entry] = (await readCitations(res.body)).entries
    expect(entry).toMatchObject({
      title: `Memory & the hippocampus: 100% of {place} cells_${mark}`,
      authors: ['Xiaoming Wang', '王小明', 'José Müller'],
      journal: 'Neuron',
      year: '2024',
      doi: '10.1016/j.neuron.2024.01.001',
      pmid: '38000001',
      url: `${ORIGIN}/s/${(await sectionType()).detailType}/${paper.id}?lang=en`,
    })
  })

  it('answers RIS with CR LF line ends, Chinese in UTF-8', async () => {
    const res = await get(`/cite/paper/${paper.id}.ris?lang=zh`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="paper-${paper.id}.ris"`)
    expect(res.body.startsWith('TY  - JOUR\r\n')).toBe(true)
    expect(res.body).toContain(`TI  - ${paper.title}\r\n`)
    expect(res.body).toContain('AU  - 王小明\r\n')
    expect(res.body).toContain(`UR  - ${ORIGIN}/s/`)
    expect(res.body).toMatch(/\?lang=zh\r\nER {2}- \r\n$/)
    expect(await titlesIn(res.body)).toEqual([paper.title])
  })

  it('answers 404 for an unknown id, an unpublished paper and an item that is not a paper', async () => {
    for (const { id } of [{ id: 999_999_999 }, ...hidden]) {
      for (const format of ['bib', 'ris']) {
        const res = await get(`/cite/paper/${id}.${format}?lang=en`)
        expectFailure(res, 404, 'notFound', 'en')
        expect(res.json.msg).toBe('No such published item')
      }
    }
    expectFailure(await get(`/cite/paper/${paper.id}.pdf`), 404, 'notFound')
  })

  it('answers 400 naming the parameter for a bad id or language, in the language asked', async () => {
    const badId = await get('/cite/paper/abc.bib?lang=en')
    expectFailure(badId, 400, 'badRequest', 'en', 'id')
    expect(badId.json.msg).toBe('The parameter id is not valid')
    const badLang = await get(`/cite/paper/${paper.id}.bib?lang=fr`)
    expect(badLang.json).toMatchObject({ code: 'badRequest', field: 'lang' })
    expect((await get(`/cite/paper/0.ris?lang=zh`)).json).toMatchObject({ field: 'id', msg: '参数 id 无效' })
    expect((await get(`/cite/paper/${paper.id}.bib?lang=en&lang=zh`)).json).toMatchObject({ field: 'lang' })
  })
})

async function sectionType() {
  const tree = await t.app.services.menu.tree()
  return tree.get(section)!
}

describe('a filtered list', () => {
  const list = async (query: string, format = 'bib') => {
    const res = await get(`/cite/papers.${format}?lang=en&menuId=${section}${query}`)
    expect(res.status).toBe(200)
    return { ...res, titles: await titlesIn(res.body) }
  }

  it('exports the published papers of a section, newest first, never a hidden item', async () => {
    const res = await list('')
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="papers.bib"')
    expect(res.headers['x-total-count']).toBe('2')
    expect(res.titles).toEqual([other.title, `Memory & the hippocampus: 100% of {place} cells_${mark}`])
    expect(res.body).not.toContain('Hidden')
    const asRis = await list('', 'ris')
    expect(asRis.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8')
    expect(asRis.titles).toHaveLength(2)
  })

  it('honours the list’s filters: research area, year and keyword', async () => {
    expect((await list('&category=disorders')).titles).toEqual([other.title])
    expect((await list('&year=2024')).titles).toEqual([`Memory & the hippocampus: 100% of {place} cells_${mark}`])
    expect((await list('&year=')).titles).toHaveLength(2)
    expect((await list(`&keyword=${encodeURIComponent('海马体')}`)).titles).toHaveLength(1)
    expect((await list('&keyword=nothing-matches-this&category=all')).titles).toEqual([])
  })

  it('exports the site’s paper list when no section is named', async () => {
    const res = await get('/cite/papers.ris?lang=en&year=2024')
    expect(res.status).toBe(200)
    const read = await readCitations(res.body)
    expect(read.entries.length).toBeGreaterThan(0)
    expect(read.entries.every((e) => e.year === '2024' && e.url?.startsWith(`${ORIGIN}/s/researchAchievementpaper/`))).toBe(true)
  })

  it('answers 400 naming the parameter for a bad filter or a section that lists no papers', async () => {
    const news = (await menuByPath(t, '/ibrNews/news')).id
    const cases: [string, string][] = [
      [`menuId=${section}&year=1800`, 'year'],
      [`menuId=${section}&year=20x4`, 'year'],
      [`menuId=${section}&category=nope`, 'category'],
      [`menuId=${section}&keyword=${'x'.repeat(101)}`, 'keyword'],
      [`menuId=abc`, 'menuId'],
      [`menuId=${news}`, 'menuId'],
      [`type=ibrNewsnews`, 'type'],
      [`type=noSuchType`, 'type'],
      [`lang=de`, 'lang'],
    ]
    for (const [query, field] of cases) {
      const res = await get(`/cite/papers.bib?${query}`)
      expect(res.json?.field, query).toBe(field)
      expectFailure(res, 400, 'badRequest', 'zh', field)
    }
    expectFailure(await get('/cite/papers.bib?menuId=999999'), 404, 'notFound')
  })

  it(`holds at most ${CITE_LIST_MAX} papers and says how many the list has`, async () => {
    const big = await addPaperSection(t)
    const publishAt = new Date(Date.now() - 60_000)
    const rows = await t.deps.db
      .insertInto('article')
      .values(
        Array.from({ length: CITE_LIST_MAX + 1 }, (_, i) => ({
          kind: 'paper',
          title_zh: `Bulk ${i}`,
          title_en: `Bulk ${i}`,
          publish_at: publishAt,
        })),
      )
      .returning('id')
      .execute()
    await t.deps.db
      .insertInto('article_menu')
      .values(rows.map((r) => ({ article_id: r.id, menu_id: big, publish_at: publishAt })))
      .execute()
    const res = await get(`/cite/papers.ris?menuId=${big}`)
    expect(res.headers['x-total-count']).toBe(String(CITE_LIST_MAX + 1))
    expect(res.body.match(/^TY {2}- JOUR\r$/gm)).toHaveLength(CITE_LIST_MAX)
  })
})
