// @vitest-environment happy-dom
import { STAFF_API, type SuperUserRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success } from '../../test/fake-fetch'
import { renderRoute, resetScreenBetweenTests } from '../../test/render-route'
import { SuperUsersPage } from './super-users-page'

const row = (over: Partial<SuperUserRow> = {}): SuperUserRow => ({
  id: 5,
  username: 'lilei',
  name: 'Li Lei',
  active: true,
  admin: false,
  superUser: false,
  ...over,
})

resetScreenBetweenTests()

describe('the administrators and super users screen', () => {
  it('shows a change confirmed in its dialog in the list, which is read again without a reload', async () => {
    const { server } = renderRoute('/super-users', <SuperUsersPage />, '/super-users', {
      [STAFF_API.superUserList]: [success({ list: [row()] }), success({ list: [row({ admin: true })] })],
      [STAFF_API.superUserSet]: success({}),
    })
    const table = await screen.findByRole('table', { name: 'Administrators and super users' })
    const adminSwitch = () => within(table).getByRole('switch', { name: 'lilei is an administrator' }) as HTMLInputElement
    await waitFor(() => expect(adminSwitch().checked).toBe(false))
    fireEvent.click(adminSwitch())
    const dialog = await screen.findByRole('alertdialog', { name: 'Change these powers?' })
    expect(server.to(STAFF_API.superUserSet)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }))
    await waitFor(() => expect(adminSwitch().checked).toBe(true))
    expect(server.to(STAFF_API.superUserSet)[0]?.body).toEqual({ username: 'lilei', admin: true, superUser: false, lang: 'en' })
    expect(server.to(STAFF_API.superUserList)).toHaveLength(2)
    expect(await screen.findByText("lilei's powers are changed.")).toBeTruthy()
  })
})
