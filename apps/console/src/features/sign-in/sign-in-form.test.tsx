// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { sessionStore } from '../../lib/session-store'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { staffUser } from '../../test/staff-user'
import { SignInForm } from './sign-in-form'

function signIn(answers: Parameters<typeof fakeFetch>[0], offerLink = false) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  renderWithClient(<SignInForm offerLink={offerLink} />)
  return server
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

beforeEach(() => {
  langStore.set({ lang: 'en' })
  sessionStore.set({ status: 'signedOut', user: null, lapsed: false })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the sign-in form', () => {
  it('says which fields are empty, beside them, without asking the server', async () => {
    const server = signIn({})
    submit()
    expect(await screen.findByText('Enter your user name.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true')
    expect(server.sent).toEqual([])
  })

  it('shows a wrong password on the form, announced, and stays signed out', async () => {
    const server = signIn({ [STAFF_API.login]: failure(401, 'loginFailed', 'Wrong user name or password.') })
    type('User name', 'admin')
    type('Password', 'not-it')
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong user name or password.'))
    expect(server.to(STAFF_API.login)[0]?.body).toEqual({ username: 'admin', password: 'not-it', lang: 'en' })
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect(sessionStore.get().status).toBe('signedOut')
  })

  it('shows the rate limit’s own message, which says when to try again', async () => {
    signIn({ [STAFF_API.login]: failure(429, 'rateLimited', 'Too many attempts; try again in 5 minutes.') })
    type('User name', 'admin')
    type('Password', 'guess')
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts; try again in 5 minutes.'))
  })

  it('puts a refusal that names a field beside that field', async () => {
    signIn({ [STAFF_API.login]: failure(400, 'badRequest', 'Letters, digits and . _ @ - only', { field: 'username' }) })
    type('User name', 'ad min')
    type('Password', 'secret')
    submit()
    const message = await screen.findByText('Letters, digits and . _ @ - only')
    const input = screen.getByLabelText('User name')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('opens the session when the password is right', async () => {
    signIn({ [STAFF_API.login]: success({ user: staffUser({ username: 'admin' }), csrfToken: 't' }) })
    type('User name', ' admin ')
    type('Password', 'demo-password-admin')
    submit()
    await waitFor(() => expect(sessionStore.get().status).toBe('signedIn'))
    expect(sessionStore.get().user?.username).toBe('admin')
  })
})

describe('the sign-in link offer', () => {
  const limited = failure(429, 'rateLimited', 'Too many attempts; try again in 5 minutes.')
  const askButton = () => screen.queryByRole('button', { name: 'E-mail me a sign-in link' })

  it('appears when the throttle answers, and asks for a link for the name typed', async () => {
    const server = signIn({ [STAFF_API.login]: limited, [STAFF_API.signInLink]: success({ minutes: 15 }) }, true)
    type('User name', ' lilei ')
    type('Password', 'guess')
    expect(askButton()).toBeNull()
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }))
    await screen.findByText('If the account has an e-mail address, a sign-in link is on its way there. It works once, within 15 minutes.')
    expect(server.to(STAFF_API.signInLink)[0]?.body).toEqual({ username: 'lilei', lang: 'en' })
    expect(sessionStore.get().status).toBe('signedOut')
  })

  it('says the name is needed before asking, and shows the server’s refusal', async () => {
    const server = signIn({ [STAFF_API.login]: limited, [STAFF_API.signInLink]: limited }, true)
    type('User name', 'lilei')
    type('Password', 'guess')
    submit()
    await screen.findByRole('button', { name: 'E-mail me a sign-in link' })
    type('User name', '')
    fireEvent.click(askButton()!)
    await screen.findByText('Enter your user name first.')
    expect(server.to(STAFF_API.signInLink)).toEqual([])
    type('User name', 'lilei')
    fireEvent.click(askButton()!)
    await waitFor(() => expect(screen.getAllByText('Too many attempts; try again in 5 minutes.')).toHaveLength(2))
  })

  it('is not offered for a wrong password, nor where the site sends no links', async () => {
    signIn({ [STAFF_API.login]: failure(401, 'loginFailed', 'Wrong user name or password.') }, true)
    type('User name', 'lilei')
    type('Password', 'guess')
    submit()
    await screen.findByText('Wrong user name or password.')
    expect(askButton()).toBeNull()
    cleanup()
    signIn({ [STAFF_API.login]: limited }, false)
    type('User name', 'lilei')
    type('Password', 'guess')
    submit()
    await screen.findByText('Too many attempts; try again in 5 minutes.')
    expect(askButton()).toBeNull()
  })
})
