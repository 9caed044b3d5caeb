// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, success } from '../../test/fake-fetch'
import { HelpdeskCard } from './helpdesk-card'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'

resetScreenBetweenTests()

describe('the dashboard’s help desk card', () => {
  it('counts the open reports by state, each linking to the inbox filtered to it', async () => {
    const server = fakeFetch({
      [STAFF_API.helpdeskList]: success({ total: 5, counts: { new: 3, progress: 1, waiting: 1, resolved: 40 }, list: [] }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HelpdeskCard /> }])} />)
    const link = await screen.findByRole('link', { name: 'New: 3' })
    expect(link.getAttribute('href')).toBe('/helpdesk?state=new')
    expect(screen.getByRole('link', { name: 'Waiting for reporter: 1' }).getAttribute('href')).toBe('/helpdesk?state=waiting')
    expect(screen.getByRole('heading', { name: 'Open help desk reports 5' })).toBeTruthy()
    expect(server.to(STAFF_API.helpdeskList)[0]?.body).toMatchObject({ state: 'open', pageSize: 1 })
  })
})
