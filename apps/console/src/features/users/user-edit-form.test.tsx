// @vitest-environment happy-dom
import { ROLE, STAFF_API, type UserDetail } from '@ibr/contract/staff-client'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { UserEditForm } from './user-edit-form'
import { resetScreenBetweenTests } from '../../test/render-route'

const user: UserDetail = {
  id: 7,
  username: 'lilei',
  name: 'Li Lei',
  email: 'lilei@institute.example',
  roles: [ROLE.editor],
  userType: '',
  active: true,
  source: 'local',
  lastSignInAt: null,
  groups: [],
  sections: [],
  conferences: [],
  mustChangePassword: false,
  createdAt: '2026-01-05T08:00:00.000Z',
  sessions: 0,
}

function show(update = success({ user })) {
  const server = fakeFetch({
    [STAFF_API.scopeOptions]: success({ sections: [], teams: [], conferences: [] }),
    [STAFF_API.userUpdate]: update,
  })
  vi.stubGlobal('fetch', server.fetch)
  renderWithClient(<UserEditForm user={user} />)
  return server
}

const emailField = () => screen.findByRole('textbox', { name: 'E-mail' })

resetScreenBetweenTests()

describe('the account form’s e-mail address', () => {
  it('is changed with the rest of the account', async () => {
    const server = show()
    fireEvent.change(await emailField(), { target: { value: ' li.lei@institute.example ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved.')
    expect(server.to(STAFF_API.userUpdate)[0]?.body).toMatchObject({ id: 7, email: 'li.lei@institute.example' })
  })

  it('is refused beside the field before anything is sent when it is not an address', async () => {
    const server = show()
    fireEvent.change(await emailField(), { target: { value: 'li lei at institute' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Enter an e-mail address, such as name@example.org.')
    expect((await emailField()).getAttribute('aria-invalid')).toBe('true')
    expect(server.to(STAFF_API.userUpdate)).toEqual([])
  })

  it('shows the server’s refusal beside the field it names', async () => {
    show(failure(400, 'badRequest', 'Not an e-mail address the server takes', { field: 'email' }))
    fireEvent.change(await emailField(), { target: { value: 'li@institute.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Not an e-mail address the server takes')
    expect((await emailField()).getAttribute('aria-invalid')).toBe('true')
  })
})
