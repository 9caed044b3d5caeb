import { describe, expect, it } from 'vitest'
import { LANG_STORAGE_KEY, readLang } from './lang-storage'

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LANG_STORAGE_KEY ? value : null) })

describe('readLang', () => {
  it('reads the stored language under the key "local"', () => {
    expect(LANG_STORAGE_KEY).toBe('local')
    expect(readLang(storage('en'))).toBe('en')
    expect(readLang(storage('zh'))).toBe('zh')
  })

  it('defaults to zh when nothing, or something unknown, is stored', () => {
    expect(readLang(storage(null))).toBe('zh')
    expect(readLang(storage('fr'))).toBe('zh')
    expect(readLang(storage('EN '))).toBe('zh')
    expect(readLang(undefined)).toBe('zh')
  })

  it('defaults to zh when storage throws', () => {
    expect(
      readLang({
        getItem: () => {
          throw new Error('blocked')
        },
      }),
    ).toBe('zh')
  })
})
