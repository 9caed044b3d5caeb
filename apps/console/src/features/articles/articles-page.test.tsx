// @vitest-environment happy-dom
import { STAFF_API, type ArticleRow } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { ArticlesPage } from './articles-page'
import { SECTIONS } from './test-article'

const row: ArticleRow = {
  id: 42,
  kind: 'news',
  title: 'Brain week',
  status: 'review',
  states: { zh: 'published', en: 'review' },
  outdated: 2,
  author: 'editor',
  updatedBy: 'editor',
  updatedAt: '2026-11-02T02:00:00.000Z',
  publishAt: '2026-12-01T00:00:00.000Z',
  unpublishAt: null,
  sections: [7],
}

function show(address: string) {
  const server = fakeFetch({
    [STAFF_API.articleList]: success({ total: 45, list: [row] }),
    [STAFF_API.sectionOptions]: success({ sections: SECTIONS }),
  })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(
    [
      { path: '/articles', element: <ArticlesPage /> },
      { path: '/articles/*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [address],
    },
  )
  render(<RouterProvider router={router} />)
  return { server, address: () => router.state.location.search }
}

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the content list', () => {
  it('asks for what the address says, and shows each row’s languages, outdated fields and schedule', async () => {
    const { server } = show('/articles?langState=outdated&section=7&page=2')
    const link = await screen.findByRole('link', { name: 'Brain week' })
    expect(link.getAttribute('href')).toBe('/articles/42')
    const cells = within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toContain('Chinese: PublishedEnglish: In review')
    expect(cells[3]).toBe('2')
    expect(cells.some((c) => c?.startsWith('Publish: '))).toBe(true)
    expect(server.to(STAFF_API.articleList)[0]?.body).toEqual({ page: 2, pageSize: 20, langState: 'outdated', section: 7, lang: 'en' })
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
})
