import { cleanup } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { ToastRegion } from '../components/toast/toast-region'
import { toastStore } from '../components/toast/toasts'
import { langStore } from '../i18n/lang'
import { fakeFetch } from './fake-fetch'
import { renderWithClient } from './render-with-client'

/**
 * A screen of the console at `address`, as the route `path` shows it, with the toast region the shell
 * has beside it; its calls answered by a fake server. `address()` is where the screen has moved the
 * location's search since (its filters and page).
 */
export function renderRoute(path: string, element: ReactElement, address: string, answers: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path, element }], { initialEntries: [address] })
  renderWithClient(
    <>
      <RouterProvider router={router} />
      <ToastRegion />
    </>,
  )
  return { server, address: () => router.state.location.search }
}

/** Every test of the file in English with no toast left from the one before, and its screen and stubs gone after it. */
export function resetScreenBetweenTests(): void {
  beforeEach(() => {
    langStore.set({ lang: 'en' })
    toastStore.set({ toasts: [] })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}
