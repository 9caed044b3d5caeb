import { describe, expect, it } from 'vitest'
import { translate } from './translate'

describe('translate', () => {
  const catalogues = { zh: { a: '甲', b: '乙 {n}', only: '仅中文' }, en: { a: 'A', b: 'B {n}', only: '' } }

  it('answers in the requested language', () => {
    expect(translate(catalogues, 'en', 'a')).toBe('A')
    expect(translate(catalogues, 'zh', 'a')).toBe('甲')
  })

  it('falls back to Chinese when the English text is missing or empty', () => {
    expect(translate(catalogues, 'en', 'only')).toBe('仅中文')
    expect(translate({ zh: { x: '中' }, en: {} }, 'en', 'x')).toBe('中')
  })

  it('shows the key itself when no language has it', () => {
    expect(translate(catalogues, 'en', 'missing.key')).toBe('missing.key')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate(catalogues, 'en', 'b', { n: 3 })).toBe('B 3')
    expect(translate(catalogues, 'zh', 'b')).toBe('乙 {n}')
    expect(translate(catalogues, 'zh', 'b', { m: 1 })).toBe('乙 {n}')
  })
})
