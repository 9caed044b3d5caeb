// @vitest-environment happy-dom
import { SIGN_IN_LINK_PAGE, STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths, ROUTER_BASENAME } from '../../lib/paths'
import { sessionStore } from '../../lib/session-store'
import { failure, type fakeFetch, success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { SignInLinkPage } from './sign-in-link-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

function open(address: string, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const routes = [
    { path: paths.signInLink.path, element: <SignInLinkPage /> },
    { path: '/', element: <p>The dashboard</p> },
  ]
  return renderRoutes(routes, address, answers)
}
const signInButton = () => screen.getByRole('button', { name: 'Sign in' })

resetScreenBetweenTests(() => sessionStore.set({ status: 'checking', user: null, lapsed: false }))

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
