// @vitest-environment happy-dom
import { STAFF_API, type RecordRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStarted } from '../../lib/session-store'
import { failure, type fakeFetch, success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { RecordsPage } from './records-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

const row = (id: number, name: string, group = ''): RecordRow => ({
  id,
  name: { zh: name, en: name },
  state: 'published',
  live: true,
  group,
  sort: id,
  updatedAt: '2026-11-25T02:00:00Z',
  updatedBy: 'Wang Fang',
})

resetScreenBetweenTests(() => sessionStarted(staffUser()))

function open(entity: 'faq' | 'quickLink', answers: Parameters<typeof fakeFetch>[0]) {
  return renderRoutes([{ path: '/records/:entity', element: <RecordsPage /> }], `/records/${entity}`, answers).server
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('an ordered record list (FAQ, quick links)', () => {
  it('moves an entry by its buttons and by Alt+arrow keys on its name, saving each order at once and announcing it', async () => {
    const server = open('faq', {
      [STAFF_API.faqList]: success({ list: [row(1, 'Wi-Fi'), row(2, 'Printing'), row(3, 'Mail')], mayCreate: true }),
      [STAFF_API.faqReorder]: success({ list: [] }),
    })
    await screen.findByRole('link', { name: 'Wi-Fi' })
    const table = screen.getByRole('table', { name: 'Common questions' })
    expect(names(table)).toEqual(['Wi-Fi', 'Printing', 'Mail'])
    expect(within(table).queryByRole('columnheader', { name: 'Order' })).toBeNull()
    fireEvent.click(within(table).getByRole('button', { name: 'Move Mail up' }))
    expect(names(table)).toEqual(['Wi-Fi', 'Mail', 'Printing'])
    await waitFor(() => expect(server.to(STAFF_API.faqReorder)[0]?.body).toMatchObject({ ids: [1, 3, 2] }))
    expect(screen.getByText('Mail moved to place 2 of 3')).toBeTruthy()
    fireEvent.keyDown(within(table).getByRole('link', { name: 'Wi-Fi' }), { key: 'ArrowDown', altKey: true })
    expect(names(table)).toEqual(['Mail', 'Wi-Fi', 'Printing'])
    await waitFor(() => expect(server.to(STAFF_API.faqReorder)[1]?.body).toMatchObject({ ids: [3, 1, 2] }))
    expect(within(table).getByRole('button', { name: 'Move Mail up' }).hasAttribute('disabled')).toBe(true)
  })

  it('orders quick links within their group, and shows the server’s order again when it refuses one', async () => {
    const server = open('quickLink', {
      [STAFF_API.quickLinkList]: success({
        list: [row(1, 'Lab A', 'lab'), row(2, 'Lab B', 'lab'), row(3, 'Other', 'other')],
        mayCreate: true,
      }),
      [STAFF_API.quickLinkReorder]: failure(400, 'badRequest', 'The order names a record that is not in this list', { field: 'ids' }),
    })
    await screen.findByRole('link', { name: 'Lab A' })
    const labs = screen.getByRole('table', { name: 'Lab sites' })
    const others = screen.getByRole('table', { name: 'Other sites' })
    expect(names(others)).toEqual(['Other'])
    fireEvent.click(within(labs).getByRole('button', { name: 'Move Lab A down' }))
    await waitFor(() => expect(server.to(STAFF_API.quickLinkReorder)[0]?.body).toMatchObject({ ids: [2, 1] }))
    await waitFor(() => expect(server.to(STAFF_API.quickLinkList).length).toBe(2))
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Lab sites' }))).toEqual(['Lab A', 'Lab B']))
  })
})
