// @vitest-environment happy-dom
import { ROLE, STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../lib/session-store'
import { failure, type fakeFetch, success } from '../test/fake-fetch'
import { staffUser, userRow } from '../test/staff-user'
import { AppProviders } from './app'
import { routes } from './routes'
import { renderRoutes, resetScreenBetweenTests } from '../test/render-route'

const session = (over: Parameters<typeof staffUser>[0] = {}) => success({ user: staffUser(over), csrfToken: 'token' })
const emptyDashboard = success({ drafts: [], review: [], scheduled: [], published: [], outdated: [] })

function open(address: string, answers: Parameters<typeof fakeFetch>[0]) {
  return renderRoutes(routes, address, answers, (router) => <AppProviders>{router}</AppProviders>)
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

resetScreenBetweenTests(() => sessionStore.set({ status: 'checking', user: null, lapsed: false }))

describe('the session', () => {
  it('is opened by a sign-in link’s page, outside the gate, which then shows the first screen', async () => {
    const { server } = open('/sign-in-link#token=from-the-mail', {
      [STAFF_API.signInLinkUse]: session({ username: 'lilei' }),
      [STAFF_API.dashboard]: emptyDashboard,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(sessionStore.get().status).toBe('signedIn'))
    await waitFor(() => expect(server.to(STAFF_API.dashboard)).toHaveLength(1))
    // No `me` before: the gate was not in front of the link's page (the frame tells the server the console's language meanwhile).
    const screens = server.sent.map((r) => r.path).filter((path) => path !== STAFF_API.accountLanguage)
    expect(screens.slice(0, 2)).toEqual([STAFF_API.signInLinkUse, STAFF_API.dashboard])
  })

  it('when it lapses, shows sign-in in place and comes back to the same screen with the same filters', async () => {
    const { server, router } = open('/users?page=2&search=li', {
      [STAFF_API.me]: session(),
      [STAFF_API.userList]: [failure(401, 'loginExpired', 'Please sign in again.'), success({ total: 21, list: [userRow()] })],
      [STAFF_API.authMethods]: success({ localLogin: true, sso: true }),
      [STAFF_API.login]: session(),
    })
    await screen.findByRole('heading', { name: 'Sign in to the staff console' })
    expect(screen.getByText(/^Your session has ended/)).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'Sign in with single sign-on' })).getAttribute('href')).toBe(
      `${STAFF_API.cas}?next=%2Fconsole%2Fusers%3Fpage%3D2%26search%3Dli`,
    )
    type('User name', 'admin')
    type('Password', 'demo-password-admin')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('link', { name: 'li' })
    expect(router.state.location.pathname + router.state.location.search).toBe('/users?page=2&search=li')
    expect(server.to(STAFF_API.userList).map((r) => r.body)).toEqual([
      { page: 2, pageSize: 20, search: 'li', lang: 'en' },
      { page: 2, pageSize: 20, search: 'li', lang: 'en' },
    ])
  })

  it('on a first visit, asks to sign in without saying a session ended', async () => {
    open('/', {
      [STAFF_API.me]: failure(401, 'loginExpired', 'Please sign in.'),
      [STAFF_API.authMethods]: success({ localLogin: true, sso: false }),
    })
    await screen.findByLabelText('Password')
    expect(screen.queryByText(/^Your session has ended/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Sign in with single sign-on' })).toBeNull()
  })

  it('goes straight to single sign-on when it is the only way in, to come back here', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    open('/audit?from=2026-01-01', {
      [STAFF_API.me]: failure(401, 'loginExpired', 'Please sign in.'),
      [STAFF_API.authMethods]: success({ localLogin: false, sso: true }),
    })
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${STAFF_API.cas}?next=%2Fconsole%2Faudit%3Ffrom%3D2026-01-01`))
    expect(screen.queryByLabelText('Password')).toBeNull()
  })

  it('shows only the password form until a new password is set, then the screen asked for', async () => {
    const { server } = open('/', {
      [STAFF_API.me]: [session({ mustChangePassword: true }), session()],
      [STAFF_API.password]: success({}),
      [STAFF_API.dashboard]: emptyDashboard,
    })
    await screen.findByRole('heading', { name: 'Set a new password' })
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull()
    type('Current password', 'made-up-password')
    type('New password', 'a-much-better-one')
    type('New password again', 'a-much-better-one')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(server.to(STAFF_API.password)[0]?.body).toEqual({ current: 'made-up-password', password: 'a-much-better-one', lang: 'en' })
    expect(await screen.findByText('You have no drafts in progress.')).toBeTruthy()
  })

  it('turns to the password form when any call is refused for it', async () => {
    open('/', {
      [STAFF_API.me]: session(),
      [STAFF_API.dashboard]: failure(403, 'passwordChangeRequired', 'Set a new password first.'),
    })
    await screen.findByRole('heading', { name: 'Set a new password' })
  })
})

describe('the frame', () => {
  it('offers an editor only what an editor may use, and says who is signed in as what', async () => {
    open('/', {
      [STAFF_API.me]: session({ name: 'Zhang Wei', roles: [ROLE.editor], sections: [3] }),
      [STAFF_API.dashboard]: emptyDashboard,
    })
    const nav = await screen.findByRole('navigation', { name: 'Console' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
      // Section 3 holds no core facility nor conference: those screens would open empty.
    ).toEqual(['Dashboard', 'All items', 'Media library', 'Broken links', 'Statistics', 'My account'])
    const banner = screen.getByRole('banner')
    expect(within(banner).getByText('Zhang Wei')).toBeTruthy()
    expect(within(banner).getByText('Editor')).toBeTruthy()
  })

  it('shows "you may not do this" on a screen the person may not use, without asking the server', async () => {
    const { server } = open('/users', { [STAFF_API.me]: session({ roles: [ROLE.editor] }) })
    await screen.findByRole('heading', { name: 'You may not do this' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users')
    expect(server.to(STAFF_API.userList)).toEqual([])
  })

  it('moves focus to the new screen’s heading and names the window after it', async () => {
    open('/', { [STAFF_API.me]: session(), [STAFF_API.dashboard]: emptyDashboard })
    const nav = await screen.findByRole('navigation', { name: 'Console' })
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    fireEvent.click(within(nav).getByRole('link', { name: 'My account' }))
    const heading = await screen.findByRole('heading', { name: 'My account', level: 1 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(document.title).toBe('My account - Staff console')
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page')
  })

  it('says why the session could not be checked, and tries again when asked', async () => {
    const { server } = open('/', {
      [STAFF_API.me]: [failure(403, 'noPermission', 'Refused: the request came from another site.'), session()],
      [STAFF_API.dashboard]: emptyDashboard,
    })
    expect(await screen.findByText('Refused: the request came from another site.')).toBeTruthy()
    expect(server.to(STAFF_API.me)).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
  })

  it('shows the console’s own page for an unknown address', async () => {
    open('/no-such-screen', { [STAFF_API.me]: session() })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('signing out waits for the reads on their way, so none comes back refused to say the session lapsed', async () => {
    let readAnswered = false
    let readOpenAtSignOut: boolean | undefined
    const { server } = open('/', {
      [STAFF_API.me]: session(),
      [STAFF_API.dashboard]: emptyDashboard,
      // A server that takes a moment over this read.
      [STAFF_API.linksList]: () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => {
            readAnswered = true
            resolve(success({ total: 0, list: [] }))
          }, 50),
        ),
      [STAFF_API.logout]: () => {
        readOpenAtSignOut = !readAnswered
        return success({})
      },
      [STAFF_API.authMethods]: success({ localLogin: true, sso: false }),
    })
    await waitFor(() => expect(server.to(STAFF_API.linksList)).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await screen.findByRole('heading', { name: 'Sign in to the staff console' })
    expect(readOpenAtSignOut).toBe(false)
  })
})
