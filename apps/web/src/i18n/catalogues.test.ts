import { describe, expect, it } from 'vitest'
import { en } from './en'
import { translate } from './translate'
import { zh } from './zh'

describe('catalogues', () => {
  it('have the same keys in both languages', () => {
    const zhKeys = Object.keys(zh).sort()
    const enKeys = Object.keys(en).sort()
    expect(
      enKeys.filter((k) => !(k in zh)),
      'keys only in en',
    ).toEqual([])
    expect(
      zhKeys.filter((k) => !(k in en)),
      'keys only in zh',
    ).toEqual([])
  })

  it('have no empty text', () => {
    const empty = [...Object.entries(zh), ...Object.entries(en)].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    // The calendar title orders its parts differently per language: compared separately below.
    const differing = Object.keys(zh).filter(
      (k) => k !== 'calendar.title' && names(zh[k as keyof typeof zh]).join() !== names(en[k as keyof typeof zh]).join(),
    )
    expect(differing).toEqual([])
  })
})

// Every feature's messages.ts (see messages.ts): the same checks as the main catalogue.
const featureCatalogues = import.meta.glob<{ messages: { zh: Record<string, string>; en: Record<string, string> } }>('../**/messages.ts', {
  eager: true,
})

describe('feature catalogues', () => {
  it('exist and have the same keys, none empty, in both languages', () => {
    // i18n/messages.ts itself defines the helper, not a catalogue.
    const catalogues = Object.entries(featureCatalogues).filter(([, module]) => 'messages' in module)
    expect(catalogues.length).toBeGreaterThan(0)
    for (const [file, module] of catalogues) {
      const { zh: fzh, en: fen } = module.messages
      expect(Object.keys(fen).sort(), file).toEqual(Object.keys(fzh).sort())
      const empty = [...Object.entries(fzh), ...Object.entries(fen)].filter(([, v]) => v.trim() === '').map(([k]) => k)
      expect(empty, file).toEqual([])
    }
  })
})

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
