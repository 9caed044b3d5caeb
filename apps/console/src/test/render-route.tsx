import { cleanup } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { ToastRegion } from '../components/toast/toast-region'
import { toastStore } from '../components/toast/toasts'
import { langStore } from '../i18n/lang'
import { fakeFetch } from './fake-fetch'
import { renderWithClient } from './render-with-client'

type Answers = Parameters<typeof fakeFetch>[0]

/**
 * The console's routes `routes` at `address`, its calls answered by a fake server; `wrap` puts the
 * router inside what the screen needs around it. `address()` is where the screen has moved the location's
 * search since (its filters and page).
 */
export function renderRoutes(routes: RouteObject[], address: string, answers: Answers, wrap = (router: ReactElement) => router) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(routes, { initialEntries: [address] })
  const { client } = renderWithClient(wrap(<RouterProvider router={router} />))
  return { server, router, client, address: () => router.state.location.search }
}

/** A screen of the console at `address`, as the route `path` shows it, with the toast region the shell has beside it. */
export function renderRoute(path: string, element: ReactElement, address: string, answers: Answers) {
  return renderRoutes([{ path, element }], address, answers, (router) => (
    <>
      {router}
      <ToastRegion />
    </>
  ))
}

/**
 * Every test of the file in English with no toast left from the one before, and its screen and stubs gone
 * after it; `also` sets what else each test starts from (who is signed in).
 */
export function resetScreenBetweenTests(also?: () => void): void {
  beforeEach(() => {
    langStore.set({ lang: 'en' })
    toastStore.set({ toasts: [] })
    also?.()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}
