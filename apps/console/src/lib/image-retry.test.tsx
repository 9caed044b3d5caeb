// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryAfterSeconds, useImageRetry } from './image-retry'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Images({ srcs }: { srcs: string[] }) {
  const ref = useRef<HTMLDivElement>(null)
  useImageRetry(ref)
  return (
    <div ref={ref}>
      {srcs.map((src) => (
        <img key={src} src={src} alt="" />
      ))}
    </div>
  )
}

/** The image's loads: the first by the page, then each time its address is set again. */
const loadsOf = (img: HTMLImageElement) => {
  const set = vi.spyOn(img, 'setAttribute')
  return () => set.mock.calls.filter(([name]) => name === 'src').length
}
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('a broken image in the editor', () => {
  it('is loaded again once, after the delay the shedding server advised', async () => {
    vi.useFakeTimers()
    const heads: string[] = []
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      heads.push(`${init?.method} ${input}`)
      return new Response(null, { status: 503, headers: { 'retry-after': '3' } })
    })
    const { container } = render(<Images srcs={['/file/image/A1']} />)
    const img = container.querySelector('img')!
    const loads = loadsOf(img)
    img.dispatchEvent(new Event('error'))
    await flush()
    expect(heads).toEqual(['HEAD /file/image/A1'])
    await vi.advanceTimersByTimeAsync(2900)
    expect(loads()).toBe(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(loads()).toBe(1)
    expect(img.getAttribute('src')).toBe('/file/image/A1')
    // Failing again, it is left as it is: one retry, not a loop against a busy server.
    img.dispatchEvent(new Event('error'))
    await vi.advanceTimersByTimeAsync(5000)
    expect(heads).toHaveLength(1)
    expect(loads()).toBe(1)
  })

  it('is not loaded again when the image is gone', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }))
    const { container } = render(<Images srcs={['/file/image/B2']} />)
    const img = container.querySelector('img')!
    const loads = loadsOf(img)
    img.dispatchEvent(new Event('error'))
    await vi.advanceTimersByTimeAsync(5000)
    expect(loads()).toBe(0)
  })
})

describe('Retry-After', () => {
  it('reads seconds and dates, bounded, with a default', () => {
    expect(retryAfterSeconds('5')).toBe(5)
    expect(retryAfterSeconds('600')).toBe(30)
    expect(retryAfterSeconds(null)).toBe(1)
    expect(retryAfterSeconds('soon')).toBe(1)
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(10)
  })
})
