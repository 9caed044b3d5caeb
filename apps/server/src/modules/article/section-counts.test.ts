import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sectionCounts } from './section-counts.js'

describe('sectionCounts', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const counter = () => {
    let n = 0
    let release: (() => void) | undefined
    const read = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(++n))))
    return { read, release: () => release?.() }
  }
  /** Counts with a period of 30 s, and one count of 'k' already done. */
  const countedOnce = async () => {
    const counts = sectionCounts(30)
    const { read, release } = counter()
    const first = counts.get('k', read)
    release()
    await first
    return { counts, read, release }
  }

  it('counts once for concurrent requests and reuses the count within its period', async () => {
    const counts = sectionCounts(30)
    const { read, release } = counter()
    const a = counts.get('k', read)
    const b = counts.get('k', read)
    release()
    expect(await Promise.all([a, b])).toEqual([1, 1])
    vi.advanceTimersByTime(29_000)
    expect(await counts.get('k', read)).toBe(1)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('answers the previous count at once after its period while one recount runs', async () => {
    const { counts, read, release } = await countedOnce()
    vi.advanceTimersByTime(31_000)
    expect(await counts.get('k', read)).toBe(1)
    expect(await counts.get('k', read)).toBe(1)
    expect(read).toHaveBeenCalledTimes(2)
    release()
    await vi.waitFor(async () => expect(await counts.get('k', read)).toBe(2))
  })

  it('waits for a fresh count when the last one is older than two periods, and counts every time with period 0', async () => {
    const { counts, read, release } = await countedOnce()
    vi.advanceTimersByTime(61_000)
    const second = counts.get('k', read)
    release()
    expect(await second).toBe(2)

    const uncached = sectionCounts(0)
    const other = counter()
    const x = uncached.get('k', other.read)
    other.release()
    await x
    const y = uncached.get('k', other.read)
    other.release()
    expect(await y).toBe(2)
  })

  it('forgets a failed count, so the next request counts again', async () => {
    const counts = sectionCounts(30)
    const failing = vi.fn(() => Promise.reject(new Error('down')))
    await expect(counts.get('k', failing)).rejects.toThrow('down')
    expect(await counts.get('k', () => Promise.resolve(7))).toBe(7)
  })

  it('does not keep a count begun before clear(), which may predate the change', async () => {
    const counts = sectionCounts(30)
    const { read, release } = counter()
    const early = counts.get('k', read)
    counts.clear()
    release()
    expect(await early).toBe(1)
    const again = counts.get('k', read)
    release()
    expect(await again).toBe(2)
    expect(read).toHaveBeenCalledTimes(2)
  })
})
