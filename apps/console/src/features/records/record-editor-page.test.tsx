// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { failure, type fakeFetch, success } from '../../test/fake-fetch'
import type { RecordGet, RecordRevision } from './record-api'
import { RecordEditorPage } from './record-editor-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

const link = (over: Partial<RecordGet> = {}): RecordGet => ({
  id: 5,
  version: 3,
  state: 'published',
  live: true,
  doc: {
    group: 'lab',
    zh: { name: '脑影像实验室', description: '' },
    en: { name: 'Brain Imaging Lab', description: '' },
    url: 'https://lab.example.org/',
    sort: 2,
  },
  published: null,
  comment: '',
  submitted: null,
  saved: { name: 'Wang Fang', at: '2026-11-25T02:00:00Z' },
  may: { edit: true, review: false, archive: false },
  ...over,
})

resetScreenBetweenTests()

function open(answers: Parameters<typeof fakeFetch>[0]) {
  const answered = { [STAFF_API.quickLinkRevisions]: success({ list: [] }), ...answers }
  return renderRoutes([{ path: '/records/:entity/:id', element: <RecordEditorPage /> }], '/records/quickLink/5', answered).server
}

describe('the record editor', () => {
  it('offers an editor Save and, once saved, Send to review, sending the version it started from', async () => {
    const server = open({
      [STAFF_API.quickLinkGet]: [
        success(link()),
        success(link({ state: 'draft', version: 4 })),
        success(link({ state: 'review', version: 5 })),
      ],
      [STAFF_API.quickLinkSave]: success({ id: 5, version: 4, state: 'draft' }),
      [STAFF_API.quickLinkSubmit]: success({ id: 5, version: 5, state: 'review' }),
    })
    const name = await screen.findByLabelText('Name (English)')
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).toBeNull()
    fireEvent.change(name, { target: { value: 'Imaging Lab' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('button', { name: 'Send to review' })
    expect(server.to(STAFF_API.quickLinkSave)[0]?.body).toMatchObject({ id: 5, version: 3, doc: { en: { name: 'Imaging Lab' } } })
    fireEvent.click(screen.getByRole('button', { name: 'Send to review' }))
    await waitFor(() => expect(server.to(STAFF_API.quickLinkSubmit)[0]?.body).toMatchObject({ id: 5, version: 4 }))
  })

  it('offers a reviewer Approve and Send back, not Save', async () => {
    const server = open({
      [STAFF_API.quickLinkGet]: success(link({ state: 'review', may: { edit: false, review: true, archive: false } })),
      [STAFF_API.quickLinkApprove]: success({ id: 5, version: 4, state: 'published' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }))
    expect(screen.getByRole('button', { name: 'Send back' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    await waitFor(() => expect(server.to(STAFF_API.quickLinkApprove)[0]?.body).toMatchObject({ id: 5, version: 3 }))
  })

  it('reads the revisions once per version, not again on every keystroke', async () => {
    const server = open({ [STAFF_API.quickLinkGet]: success(link()) })
    const name = await screen.findByLabelText('Name (English)')
    await waitFor(() => expect(server.to(STAFF_API.quickLinkRevisions)).toHaveLength(1))
    for (const value of ['I', 'Im', 'Ima', 'Imag']) fireEvent.change(name, { target: { value } })
    expect(server.to(STAFF_API.quickLinkRevisions)).toHaveLength(1)
  })

  it('lists the revisions with the fields each changed, compares two in the browser word by word, and restores one once confirmed', async () => {
    const revision = (n: number, name: string): RecordRevision => ({
      revision: n,
      action: n === 1 ? 'create' : 'save',
      author: 'Wang Fang',
      createdAt: `2026-11-2${n}T02:00:00Z`,
      doc: { ...link().doc, en: { name, description: '' } },
    })
    const server = open({
      [STAFF_API.quickLinkGet]: [success(link()), success(link({ version: 4 }))],
      [STAFF_API.quickLinkRevisions]: success({
        list: [revision(3, 'Brain Imaging Lab'), revision(2, 'Imaging Lab'), revision(1, 'Imaging Lab')],
      }),
      [STAFF_API.quickLinkRestore]: success({ id: 5, version: 4, state: 'draft' }),
    })
    const table = await screen.findByRole('table', { name: 'Revisions' })
    // The table is drawn before the revisions arrive: wait for the header and all three of them.
    const rows = await waitFor(() => {
      const all = within(table).getAllByRole('row')
      expect(all).toHaveLength(4)
      return all
    })
    expect(within(rows[1]!).getByText('Name (English)')).toBeTruthy()
    expect(within(rows[2]!).queryByText('Name (English)')).toBeNull()
    const diff = screen.getByRole('definition')
    expect(within(diff).getByText('Brain', { exact: false }).tagName).toBe('INS')
    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 1' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(server.to(STAFF_API.quickLinkRestore).map((r) => r.body)).toMatchObject([{ id: 5, revision: 1 }]))
  })

  it('says the server’s refusal at the field it names', async () => {
    open({
      [STAFF_API.quickLinkGet]: success(link()),
      [STAFF_API.quickLinkSave]: failure(400, 'badRequest', 'Enter an address starting with http:// or https://', { field: 'doc.url' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter an address starting with http:// or https://')).toBeTruthy()
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true')
  })
})
