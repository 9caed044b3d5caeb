// @vitest-environment happy-dom
import { ROLE, STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type fakeFetch, success } from '../../test/fake-fetch'
import { AccessRequests } from './access-requests'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

const request = {
  id: 8,
  username: 'chen',
  name: 'Chen Jing',
  attempts: 3,
  firstAt: '2026-11-01T02:00:00Z',
  lastAt: '2026-11-20T02:00:00Z',
  address: '10.0.0.7',
}

function show(answers: Parameters<typeof fakeFetch>[0]) {
  return renderRoutes([{ path: '/users', element: <AccessRequests /> }], '/users?tab=requests', answers).server
}

resetScreenBetweenTests()

describe('sign-in attempts without access', () => {
  it('grants an account with the role picked from the menu, in one choice, and asks for the list again', async () => {
    const server = show({
      [STAFF_API.accessRequestList]: [success({ total: 1, list: [request] }), success({ total: 0, list: [] })],
      [STAFF_API.accessRequestGrant]: success({ userId: 31 }),
    })
    const row = (await screen.findByRole('cell', { name: 'chen' })).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Grant chen access' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['As Editor', 'As Reviewer', 'As Conference reviewer'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'As Reviewer' }))
    await screen.findByText('No one has tried to sign in without access.')
    expect(server.to(STAFF_API.accessRequestGrant).map((r) => r.body)).toEqual([{ id: 8, role: ROLE.reviewer, lang: 'en' }])
  })

  it('dismisses an attempt', async () => {
    const server = show({
      [STAFF_API.accessRequestList]: [success({ total: 1, list: [request] }), success({ total: 0, list: [] })],
      [STAFF_API.accessRequestDismiss]: success({}),
    })
    fireEvent.click(await screen.findByRole('button', { name: "Dismiss chen's attempt" }))
    await waitFor(() => expect(server.to(STAFF_API.accessRequestDismiss).map((r) => r.body)).toEqual([{ id: 8, lang: 'en' }]))
    await screen.findByText('No one has tried to sign in without access.')
  })
})
