// @vitest-environment happy-dom
import { LANG_STORAGE_KEY } from '@ibr/ui/lang-storage'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** monthTitle as a page in this language has it (the language is read once, when the page loads). */
async function monthTitleIn(lang: 'zh' | 'en') {
  localStorage.setItem(LANG_STORAGE_KEY, lang)
  vi.resetModules()
  return (await import('./month-title')).monthTitle
}

afterEach(() => localStorage.clear())

describe('monthTitle', () => {
  it('names the month in English as the browser’s own locale data does', async () => {
    const monthTitle = await monthTitleIn('en')
    for (let month = 1; month <= 12; month++) {
      const name = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1))
      expect(monthTitle({ year: 2026, month })).toBe(`${name} 2026`)
    }
  })

  it('numbers the month in Chinese', async () => {
    const monthTitle = await monthTitleIn('zh')
    expect(monthTitle({ year: 2026, month: 11 })).toBe('2026年11月')
  })
})
