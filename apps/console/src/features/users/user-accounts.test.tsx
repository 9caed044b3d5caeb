// @vitest-environment happy-dom
import { STAFF_API, type UserDetail } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, success } from '../../test/fake-fetch'
import { UserAccounts } from './user-accounts'
import { UserEditForm } from './user-edit-form'
import { renderWithClient } from '../../test/render-with-client'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'
import { userRow } from '../../test/staff-user'

const person = (id: number, name: string, username: string) =>
  userRow({ id, name, username, email: id === 5 ? `${username}@institute.example` : null })

function show() {
  const answers = {
    [STAFF_API.userList]: success({ total: 2, list: [person(5, 'Li Lei', 'lilei'), person(6, 'Han Meimei', 'hanmm')] }),
    [STAFF_API.userBulk]: success({
      results: [
        { id: 5, done: true },
        { id: 6, done: false, code: 'noPermission', msg: 'Only a super user may change this account' },
      ],
    }),
  }
  return renderRoutes([{ path: '/users', element: <UserAccounts /> }], '/users', answers).server
}

resetScreenBetweenTests()

describe('the accounts list', () => {
  it('shows each account’s e-mail address, a dash where there is none', async () => {
    show()
    const row = (await screen.findByText('Li Lei')).closest('tr')!
    expect(within(row).getByText('lilei@institute.example')).toBeTruthy()
    expect(within(screen.getByText('Han Meimei').closest('tr')!).getByText('—')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeTruthy()
  })

  it('deactivates the accounts picked, after asking, and says which were refused and why', async () => {
    const server = show()
    // The header's checkbox is there before the rows are: select once they are.
    await screen.findByText('Han Meimei')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate the selected accounts' })
    expect(server.to(STAFF_API.userBulk)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await screen.findByText('Deactivate: 1 done, 1 refused')
    expect(server.to(STAFF_API.userBulk)[0]?.body).toEqual({ action: 'deactivate', ids: [5, 6], lang: 'en' })
    expect(screen.getByText('Han Meimei (hanmm): Only a super user may change this account')).toBeTruthy()
  })

  it('shows an account made in the new-account dialog, the list being read again without a reload', async () => {
    const two = [person(5, 'Li Lei', 'lilei'), person(6, 'Han Meimei', 'hanmm')]
    const server = fakeFetch({
      [STAFF_API.userList]: [success({ total: 2, list: two }), success({ total: 3, list: [...two, person(7, 'Zhao Yun', 'zhaoyun')] })],
      [STAFF_API.scopeOptions]: success({ sections: [], teams: [], conferences: [] }),
      [STAFF_API.userCreate]: success({ id: 7, temporaryPassword: null }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const router = createMemoryRouter([{ path: '/users', element: <UserAccounts /> }], { initialEntries: ['/users'] })
    renderWithClient(<RouterProvider router={router} />)
    await screen.findByText('Han Meimei')
    fireEvent.click(screen.getByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New account' })
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'User name' }), { target: { value: 'zhaoyun' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Zhao Yun' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }))
    await within(dialog).findByText('Account zhaoyun created.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect((await screen.findByText('Zhao Yun')).closest('tr')).toBeTruthy()
    expect(server.to(STAFF_API.userList)).toHaveLength(2)
  })

  it('shows an account saved in its form at once in the list of accounts', async () => {
    const detail: UserDetail = {
      ...person(5, 'Li Lei', 'lilei'),
      sections: [],
      conferences: [],
      mustChangePassword: false,
      createdAt: '2026-01-05T08:00:00.000Z',
      sessions: 0,
    }
    const server = fakeFetch({
      [STAFF_API.userList]: [
        success({ total: 1, list: [person(5, 'Li Lei', 'lilei')] }),
        success({ total: 1, list: [person(5, 'Li Leilei', 'lilei')] }),
      ],
      [STAFF_API.scopeOptions]: success({ sections: [], teams: [], conferences: [] }),
      [STAFF_API.userUpdate]: success({ user: { ...detail, name: 'Li Leilei' } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const screenOf = (
      <>
        <UserAccounts />
        <UserEditForm user={detail} />
      </>
    )
    const router = createMemoryRouter([{ path: '/users', element: screenOf }], { initialEntries: ['/users'] })
    renderWithClient(<RouterProvider router={router} />)
    const table = await screen.findByRole('table')
    await within(table).findByText('Li Lei')
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Li Leilei' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(table).getByText('Li Leilei')).toBeTruthy())
    expect(within(table).queryByText('Li Lei')).toBeNull()
    expect(server.to(STAFF_API.userList)).toHaveLength(2)
  })
})
