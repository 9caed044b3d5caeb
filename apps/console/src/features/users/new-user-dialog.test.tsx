// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success } from '../../test/fake-fetch'
import { NewUserDialog } from './new-user-dialog'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

function show() {
  return renderRoutes([{ path: '/users', element: <NewUserDialog isOpen onOpenChange={() => {}} /> }], '/users', {
    [STAFF_API.scopeOptions]: success({ sections: [], teams: [], conferences: [] }),
    [STAFF_API.userCreate]: success({ id: 9, temporaryPassword: null }),
  }).server
}

const fill = async (email: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'New account' })
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  fireEvent.change(await within(dialog).findByRole('textbox', { name: 'User name' }), { target: { value: 'lilei' } })
  fireEvent.change(field('Name'), { target: { value: 'Li Lei' } })
  fireEvent.change(field('E-mail'), { target: { value: email } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }))
  return dialog
}

resetScreenBetweenTests()

describe('a new account’s e-mail address', () => {
  it('is sent with the account', async () => {
    const server = show()
    await fill(' lilei@institute.example ')
    await screen.findByText('Account lilei created.')
    expect(server.to(STAFF_API.userCreate)[0]?.body).toMatchObject({ username: 'lilei', email: 'lilei@institute.example' })
  })

  it('is refused beside its field, with nothing sent, when it is not an address', async () => {
    const server = show()
    const dialog = await fill('lilei@localhost')
    await within(dialog).findByText('Enter an e-mail address, such as name@example.org.')
    expect(server.to(STAFF_API.userCreate)).toEqual([])
  })
})
