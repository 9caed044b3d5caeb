import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, RELOAD_KEY, reloadOnce } from './reload-once'

const memoryStorage = () => {
  const values = new Map<string, string>()
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/news-page-abc.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/news-page-abc.css',
  ])('knows a missing chunk: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('leaves other failures alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('reloadOnce', () => {
  it('reloads the first time and not again at once', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnce(storage, reload, 1_000)).toBe(true)
    expect(reloadOnce(storage, reload, 2_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.getItem(RELOAD_KEY)).toBe('1000')
  })

  it('reloads again for a later deploy, once the last reload is long past', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    reloadOnce(storage, reload, 1_000)
    expect(reloadOnce(storage, reload, 1_000 + 10 * 60_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads without a storage to remember it in', () => {
    const reload = vi.fn()
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {},
    }
    expect(reloadOnce(undefined, reload)).toBe(false)
    expect(reloadOnce(blocked, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
