import { describe, expect, it } from 'vitest'
import { articleListBody, filtersOf, isFiltered, readArticleListQuery, writeArticleListQuery } from './article-list-query'

const params = (s: string) => new URLSearchParams(s)

describe('the content list in the address', () => {
  it('reads search, every filter, order and page', () => {
    expect(
      readArticleListQuery(
        params(
          'page=3&search=brain&kind=news&status=review&langState=outdated&author=li&section=12&from=2026-01-01&to=2026-02-01&sort=title&desc=1',
        ),
      ),
    ).toEqual({
      page: 3,
      search: 'brain',
      kind: 'news',
      status: 'review',
      langState: 'outdated',
      author: 'li',
      section: '12',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'title',
      desc: true,
    })
  })

  it('ignores what is not one of the choices', () => {
    const query = readArticleListQuery(params('page=0&kind=poem&status=lost&langState=klingon&section=-4&from=yesterday&sort=colour'))
    expect(query).toMatchObject({ page: 1, kind: '', status: '', langState: '', section: '', from: '', sort: null })
    expect(isFiltered(query)).toBe(false)
  })

  it('goes back to page 1 when the search, a filter or the order changes, not when the page does', () => {
    const start = params('page=4&kind=news')
    expect(writeArticleListQuery(start, { langState: 'untranslated' }).toString()).toBe('kind=news&langState=untranslated')
    expect(writeArticleListQuery(start, { search: ' 脑 ' }).toString()).toBe('search=%E8%84%91&kind=news')
    expect(writeArticleListQuery(start, { sort: 'publish', desc: true }).toString()).toBe('kind=news&sort=publish&desc=1')
    expect(writeArticleListQuery(start, { page: 5 }).toString()).toBe('kind=news&page=5')
  })

  it('applies filters from page 1, keeping the search and order', () => {
    const start = readArticleListQuery(params('page=3&search=mri&sort=title&kind=news'))
    const applied = writeArticleListQuery(params('page=3&search=mri&sort=title&kind=news'), {
      ...filtersOf(start),
      kind: '',
      status: 'draft',
    })
    expect(applied.toString()).toBe('search=mri&status=draft&sort=title')
  })

  it('survives the round trip: what is written reads back the same', () => {
    const written = writeArticleListQuery(params(''), { status: 'draft', section: '7', from: '2026-03-01', sort: 'updated', desc: false })
    expect(readArticleListQuery(written)).toMatchObject({ status: 'draft', section: '7', from: '2026-03-01', sort: 'updated', desc: false })
    expect(written.toString()).toBe('status=draft&section=7&from=2026-03-01&sort=updated')
  })

  it('asks the server for exactly what the address says', () => {
    expect(
      articleListBody(readArticleListQuery(params('page=2&search=%20mri%20&section=12&langState=partlyPublished&sort=title'))),
    ).toEqual({
      page: 2,
      pageSize: 20,
      search: 'mri',
      section: 12,
      langState: 'partlyPublished',
      sort: 'title',
      desc: false,
    })
    expect(articleListBody(readArticleListQuery(params('')))).toEqual({ page: 1, pageSize: 20 })
  })
})
