import { STAFF_API, type ArticleDoc, type ArticleEditable, type SectionOption } from '@ibr/contract/staff-client'
import { renderWithClient } from '../../test/render-with-client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { sessionStore } from '../../lib/session-store'
import { fakeFetch, success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { ArticleEditorPage } from './editor/article-editor-page'
import { emptyDoc, withField, type FieldPath } from './doc-fields'

/** A saved item as `article/get` answers it, with fields of its document set by path. */
export function editableArticle(over: Partial<ArticleEditable> = {}, fields: Partial<Record<FieldPath, unknown>> = {}): ArticleEditable {
  const doc = Object.entries(fields).reduce<ArticleDoc>(
    (d, [path, value]) => withField(d, path as FieldPath, value),
    over.doc ?? emptyDoc('news'),
  )
  return {
    id: 42,
    version: 3,
    status: 'draft',
    states: { zh: 'draft', en: 'draft' },
    live: { zh: false, en: false },
    schedule: { online: null, next: null },
    outdated: { zh: [], en: [] },
    reviewComment: null,
    createdBy: 'editor',
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedBy: 'editor',
    updatedAt: '2026-11-02T02:00:00.000Z',
    may: { write: true, review: false, approveOwn: false },
    ownChange: false,
    ...over,
    doc,
  }
}

export const SECTIONS: SectionOption[] = [
  { id: 7, name: 'News', parentId: null, detailType: 'ibrNewsnews', kind: 'news', write: true, review: true },
  { id: 8, name: 'Notices', parentId: null, detailType: 'ibrNewsnotice', kind: 'notice', write: true, review: false },
]

/** The editor at an address (`/articles/42`, `/articles/new?kind=event`), signed in, against a fake server. */
export function openEditor(address: string, answers: Parameters<typeof fakeFetch>[0], userId = 1) {
  sessionStore.set({ status: 'signedIn', user: staffUser({ id: userId }), lapsed: false })
  const server = fakeFetch({
    [STAFF_API.sectionOptions]: success({ sections: SECTIONS }),
    [STAFF_API.articlePresence]: success({ others: [] }),
    [STAFF_API.articleAutosaveGet]: success({ copy: null }),
    [STAFF_API.articleAutosave]: success({ savedAt: '2026-11-28T02:42:00.000Z', dropped: [] }),
    [STAFF_API.articleAutosaveDiscard]: success({}),
    ...answers,
  })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(
    [
      { path: '/articles', element: <p>the list</p> },
      { path: '/articles/new', element: <ArticleEditorPage /> },
      { path: '/articles/:id', element: <ArticleEditorPage /> },
    ],
    { initialEntries: [address] },
  )
  const view = renderWithClient(<RouterProvider router={router} />)
  return { server, router, view }
}
