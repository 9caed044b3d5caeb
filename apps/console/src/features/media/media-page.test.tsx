// @vitest-environment happy-dom
import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { sessionStarted } from '../../lib/session-store'
import { fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { staffUser } from '../../test/staff-user'
import { MediaPage } from './media-page'

const file: MediaFile = {
  id: 'AAAAAAAAAAAAAAAAAAAAA1',
  name: 'report.pdf',
  kind: 'document',
  mime: 'application/pdf',
  size: 2048,
  width: null,
  height: null,
  altZh: '',
  altEn: '',
  focal: null,
  url: '/file/document/AAAAAAAAAAAAAAAAAAAAA1',
  uploadedBy: 'Wang Fang',
  createdAt: '2026-11-20T02:00:00Z',
}
const renamed = { ...file, name: 'annual-report.pdf' }

beforeEach(() => {
  langStore.set({ lang: 'en' })
  sessionStarted(staffUser())
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the media library', () => {
  it('shows a name saved in the file’s panel in the grid beside it, without a reload', async () => {
    const server = fakeFetch({
      [STAFF_API.mediaList]: [success({ total: 1, list: [file] }), success({ total: 1, list: [renamed] })],
      [STAFF_API.mediaGet]: [success({ file, usages: [] }), success({ file: renamed, usages: [] })],
      [STAFF_API.mediaUpdate]: success({ file: renamed }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const router = createMemoryRouter([{ path: '/media', element: <MediaPage /> }], { initialEntries: [`/media?file=${file.id}`] })
    renderWithClient(<RouterProvider router={router} />)
    const grid = await screen.findByRole('grid', { name: 'Library files' })
    expect(await within(grid).findByText('report.pdf')).toBeTruthy()
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    fireEvent.change(name, { target: { value: 'annual-report.pdf' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(grid).getByText('annual-report.pdf')).toBeTruthy())
    expect(within(grid).queryByText('report.pdf')).toBeNull()
    expect(server.to(STAFF_API.mediaUpdate).map((r) => r.body)).toEqual([{ id: file.id, name: 'annual-report.pdf', lang: 'en' }])
    expect(server.to(STAFF_API.mediaList)).toHaveLength(2)
  })
})
