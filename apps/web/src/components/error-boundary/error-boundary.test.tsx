// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

const memoryStorage = () => {
  const values = new Map<string, string>()
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
}

let broken = true
function Fragile() {
  if (broken) throw new Error('render failed')
  return <p>page content</p>
}

const missingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/news-page-abc.js')))

beforeEach(() => {
  broken = true
  // React reports caught render errors to the console; the boundary logs them too.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ErrorBoundary', () => {
  it('shows the panel with a way home instead of a blank page, and retries', () => {
    const reload = vi.fn()
    render(
      <ErrorBoundary reload={reload} storage={memoryStorage()}>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/home')
    expect(reload).not.toHaveBeenCalled()

    broken = false
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(screen.getByText('page content')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('clears the failure when the address changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    broken = false
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByText('page content')).toBeTruthy()
  })

  it('reloads once for a missing chunk, then shows the panel', async () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const Page = missingChunk()
    const app = () => (
      <ErrorBoundary reload={reload} storage={storage}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    )
    // The first visit reloads and shows nothing meanwhile.
    const first = render(app())
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alert')).toBeNull()
    first.unmount()

    // After the reload (the same session), the chunk is still missing: the panel, no second reload.
    render(app())
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('网站刚刚更新，这个页面需要重新加载。')).toBeTruthy()
    expect(reload).toHaveBeenCalledTimes(1)

    // Its retry reloads: React keeps a failed lazy import, only a new page load asks again.
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
