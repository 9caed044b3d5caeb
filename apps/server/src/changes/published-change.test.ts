import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../test/article-factory.js'
import { addPaperSection, uniqueMark } from '../test/paper-factory.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { readCitations } from '../modules/paper-import/index.js'

/**
 * Every answer kept between requests (the public cache, the sections' kept totals, the citation and
 * feed files) is forgotten when a change to published content is announced: what each service keeps
 * is registered with the one `changes` of the app, however many routes read through it.
 */
let t: TestApp
let section: number
let mark: string

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '600', SECTION_CACHE_SECONDS: '600' })
  section = await addPaperSection(t)
  mark = uniqueMark()
})
afterAll(() => t.close())

const paper = (title: string) =>
  insertArticle(t, { menuId: section, title, values: { kind: 'paper', research_area: 'principles', pub_year: 2024, authors: 'A. Author' } })

/** What a reader sees of the section: the list's total and titles, and its BibTeX file's titles and count. */
async function seen() {
  const list = await t.post('/api/article/list', {
    menuId: section,
    page: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    search: JSON.stringify({ keyword: '', category: '' }),
    lang: 'en',
  })
  const bib = await t.inject({ method: 'GET', url: `/cite/papers.bib?menuId=${section}&lang=en` })
  const cited = bib.body === '' ? [] : (await readCitations(bib.body)).entries.map((e) => e.title)
  return {
    total: list.json.retMap.total as number,
    listed: (list.json.retMap.articleList as { title: string }[]).map((a) => a.title).sort(),
    cited: cited.sort(),
    citedTotal: Number(bib.headers['x-total-count']),
  }
}

describe('a published change', () => {
  it('clears every kept answer that shows the section: the list, its total, the citation file and its count', async () => {
    const first = await paper(`First ${mark}`)
    expect(await seen()).toEqual({ total: 1, listed: [first.title], cited: [first.title], citedTotal: 1 })

    // Written past the services, as another instance would: nothing here knows yet.
    const second = await paper(`Second ${mark}`)
    expect(await seen()).toEqual({ total: 1, listed: [first.title], cited: [first.title], citedTotal: 1 })

    await t.app.services.changes.published('test')
    const both = [first.title, second.title].sort()
    expect(await seen()).toEqual({ total: 2, listed: both, cited: both, citedTotal: 2 })
  })
})
