// @vitest-environment happy-dom
import { SIGN_IN_LINK_PAGE, STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { paths, ROUTER_BASENAME } from '../../lib/paths'
import { sessionStore } from '../../lib/session-store'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { staffUser } from '../../test/staff-user'
import { SignInLinkPage } from './sign-in-link-page'

function open(address: string, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(
    [
      { path: paths.signInLink.path, element: <SignInLinkPage /> },
      { path: '/', element: <p>The dashboard</p> },
    ],
    { initialEntries: [address] },
  )
  renderWithClient(<RouterProvider router={router} />)
  return { server, router }
}
const signInButton = () => screen.getByRole('button', { name: 'Sign in' })

beforeEach(() => {
  langStore.set({ lang: 'en' })
  sessionStore.set({ status: 'checking', user: null, lapsed: false })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the sign-in link page', () => {
  it('is where the server’s links point', () => {
    expect(`${ROUTER_BASENAME}${paths.signInLink.path}`).toBe(SIGN_IN_LINK_PAGE)
  })

  it('sends the token only when asked, then opens the session and leaves the link’s address', async () => {
    const { server, router } = open('/sign-in-link#token=abc_DEF-123', {
      [STAFF_API.signInLinkUse]: success({ user: staffUser({ username: 'lilei' }), csrfToken: 't' }),
    })
    expect(server.sent).toEqual([])
    fireEvent.click(signInButton())
    await screen.findByText('The dashboard')
    expect(server.to(STAFF_API.signInLinkUse)[0]?.body).toEqual({ token: 'abc_DEF-123', lang: 'en' })
    expect(sessionStore.get()).toMatchObject({ status: 'signedIn', user: { username: 'lilei' } })
    expect(router.state.location.hash).toBe('')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says why a spent link does not work, and stays signed out', async () => {
    open('/sign-in-link#token=spent', {
      [STAFF_API.signInLinkUse]: failure(401, 'loginFailed', 'This sign-in link no longer works.'),
    })
    fireEvent.click(signInButton())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This sign-in link no longer works.'))
    expect(sessionStore.get().status).toBe('checking')
    expect(screen.getByRole('link', { name: 'Back to signing in' }).getAttribute('href')).toBe('/')
  })

  it('says an address without its token is incomplete, with nothing to press', () => {
    open('/sign-in-link')
    expect(screen.getByRole('alert').textContent).toBe('This address is incomplete: open the whole link from the e-mail.')
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  })
})
