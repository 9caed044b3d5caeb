// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '../lib/session-store'
import { staffQueryKey } from '../lib/use-staff-query'
import { success } from '../test/fake-fetch'
import { renderRoutes, resetScreenBetweenTests } from '../test/render-route'
import { staffUser } from '../test/staff-user'
import { AppProviders } from './app'
import { routes } from './routes'

const unreachable = () => {
  throw new TypeError('Failed to fetch')
}
const emptyDashboard = success({ drafts: [], review: [], scheduled: [], published: [], outdated: [] })

resetScreenBetweenTests(() => sessionStore.set({ status: 'checking', user: null, lapsed: false }))

describe('the session gate', () => {
  it('asks who is signed in through the query cache, says when the server cannot be reached, and asks again on retry', async () => {
    const { server, client } = renderRoutes(
      routes,
      '/',
      {
        // A network failure is asked once more, as every read is; then the retry finds the server.
        [STAFF_API.me]: [unreachable, unreachable, success({ user: staffUser(), csrfToken: 'token' })],
        [STAFF_API.dashboard]: emptyDashboard,
      },
      (router) => <AppProviders>{router}</AppProviders>,
    )
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(server.to(STAFF_API.me)).toHaveLength(2)
    expect(client.getQueryState(staffQueryKey(STAFF_API.me, 'en', {}))?.status).toBe('error')
    fireEvent.click(retry)
    await waitFor(() => expect(sessionStore.get().status).toBe('signedIn'))
    expect(server.to(STAFF_API.me)).toHaveLength(3)
    expect(client.getQueryState(staffQueryKey(STAFF_API.me, 'en', {}))?.status).toBe('success')
  })
})
