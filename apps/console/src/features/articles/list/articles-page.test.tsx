// @vitest-environment happy-dom
import { STAFF_API, type ArticleRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStarted, sessionStore } from '../../../lib/session-store'
import { type fakeFetch, success } from '../../../test/fake-fetch'
import { staffUser } from '../../../test/staff-user'
import { ArticlesPage } from './articles-page'
import { SECTIONS } from '../test-article'
import { renderRoutes, resetScreenBetweenTests } from '../../../test/render-route'

const row: ArticleRow = {
  id: 42,
  kind: 'news',
  title: 'Brain week',
  status: 'review',
  states: { zh: 'published', en: 'review' },
  outdated: 2,
  version: 3,
  author: 'editor',
  authorName: 'Demo Editor',
  updatedBy: 'editor',
  updatedAt: '2026-11-02T02:00:00.000Z',
  publishAt: '2026-12-01T00:00:00.000Z',
  unpublishAt: null,
  sections: [7],
}

const other: ArticleRow = { ...row, id: 43, title: 'Sleep study', version: 1, author: 'system', authorName: null }

function show(address: string, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const routes = [
    { path: '/articles', element: <ArticlesPage /> },
    { path: '/articles/*', element: <p>elsewhere</p> },
  ]
  return renderRoutes(routes, address, {
    [STAFF_API.articleList]: success({ total: 45, list: [row, other] }),
    [STAFF_API.sectionOptions]: success({ sections: SECTIONS }),
    ...answers,
  })
}

resetScreenBetweenTests(() => sessionStarted(staffUser()))

describe('the content list', () => {
  it('asks for what the address says, and shows each row’s languages, outdated fields and schedule', async () => {
    const { server } = show('/articles?langState=outdated&section=7&page=2')
    const link = await screen.findByRole('link', { name: 'Brain week' })
    expect(link.getAttribute('href')).toBe('/articles/42')
    const cells = within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toContain('Chinese: PublishedEnglish: In review')
    expect(cells[4]).toBe('2')
    // People by their names, what the system made as automatic: no user names.
    expect(cells).toContain('Demo Editor')
    const otherCells = within(screen.getByRole('link', { name: 'Sleep study' }).closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(otherCells).toContain('Automatic')
    expect(cells.some((c) => c?.startsWith('Publish: '))).toBe(true)
    expect(server.to(STAFF_API.articleList)[0]?.body).toEqual({ page: 2, pageSize: 20, langState: 'outdated', section: 7, lang: 'en' })
  })

  it('shows an archived item as archived alone, never as published', async () => {
    show('/articles', {
      [STAFF_API.articleList]: success({
        total: 2,
        list: [
          { ...row, status: 'archived', states: { zh: 'published', en: 'published' } },
          { ...other, status: 'archived', states: { zh: 'published', en: 'draft' } },
        ],
      }),
    })
    const stateCell = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('tr')!).getAllByRole('cell')[3]!.textContent
    expect(await stateCell('Brain week')).toBe('Archived')
    expect(await stateCell('Sleep study')).toBe('ArchivedEnglish: Draft')
    expect(within(screen.getByRole('table')).queryByText(/Published/)).toBeNull()
  })

  it('keeps the order and the filters in the address, back at page 1', async () => {
    const { server, address } = show('/articles?page=3')
    await screen.findByRole('link', { name: 'Brain week' })
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }))
    await waitFor(() => expect(address()).toBe('?sort=title'))
    fireEvent.change(screen.getByRole('textbox', { name: 'Author (user name)' }), { target: { value: 'li' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(address()).toBe('?author=li&sort=title'))
    await waitFor(() =>
      expect(server.to(STAFF_API.articleList).at(-1)?.body).toEqual({
        page: 1,
        pageSize: 20,
        author: 'li',
        sort: 'title',
        desc: false,
        lang: 'en',
      }),
    )
  })

  it('approves the rows picked, each with the version it showed, and says what was done and what was refused, and why', async () => {
    const { server } = show('/articles', {
      [STAFF_API.articleBulk]: success({
        results: [
          { id: 42, done: true },
          { id: 43, done: false, code: 'conflict', msg: 'Someone saved a newer version' },
        ],
      }),
    })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Brain week”' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Sleep study”' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await screen.findByText('Approve: 1 done, 1 refused')
    expect(server.to(STAFF_API.articleBulk)[0]?.body).toEqual({
      action: 'approve',
      items: [
        { id: 42, version: 3 },
        { id: 43, version: 1 },
      ],
      lang: 'en',
    })
    const doneList = screen.getByRole('heading', { name: 'Done' }).nextElementSibling as HTMLElement
    expect(
      within(doneList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brain week'])
    expect(screen.getByText('Sleep study: Someone saved a newer version')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select “Brain week”' })).toHaveProperty('checked', false))
    expect(server.to(STAFF_API.articleList).length).toBeGreaterThan(1)
  })

  it('shows what a bulk step did to the rows without a reload: the step invalidates the list, which is asked again', async () => {
    const approved: ArticleRow = { ...row, status: 'published', states: { zh: 'published', en: 'published' }, version: 4 }
    const { server } = show('/articles', {
      [STAFF_API.articleList]: [success({ total: 2, list: [row, other] }), success({ total: 2, list: [approved, other] })],
      [STAFF_API.articleBulk]: success({ results: [{ id: 42, done: true }] }),
    })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Brain week”' }))
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await screen.findByText('Approve: 1 done, 0 refused')
    const cells = () =>
      within(screen.getByRole('link', { name: 'Brain week' }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    await waitFor(() => expect(cells()).toContain('Chinese: PublishedEnglish: Published'))
    expect(server.to(STAFF_API.articleList)).toHaveLength(2)
  })

  it('offers only sending to review to someone who does not review', async () => {
    sessionStore.set({ status: 'signedIn', user: staffUser({ roles: [] }), lapsed: false })
    show('/articles')
    // The header's checkbox is there before the rows are: select once they are.
    await screen.findByText('Sleep study')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }))
    expect(screen.getByRole('button', { name: 'Send to review' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
