import { describe, expect, it } from 'vitest'
import { normaliseHref } from './link-href'
import { shortcutAria, shortcutText } from './shortcut-label'

describe('an address typed in the link dialog', () => {
  it('is completed the way people write them', () => {
    expect(normaliseHref(' example.org/news ')).toBe('https://example.org/news')
    expect(normaliseHref('http://example.org')).toBe('http://example.org')
    expect(normaliseHref('office@example.org')).toBe('mailto:office@example.org')
    expect(normaliseHref('+86 (10) 6275-1234')).toBe('tel:+861062751234')
    expect(normaliseHref('mailto:a@example.org?subject=Hi')).toBe('mailto:a@example.org?subject=Hi')
  })

  it('is refused when the public site would not keep it', () => {
    for (const typed of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'file:///C:/a.doc',
      'https://exa mple.org',
    ]) {
      expect(normaliseHref(typed), typed).toBeNull()
    }
  })
})

describe('a shortcut', () => {
  it('is written for the person and for assistive technology, on a PC and on a Mac', () => {
    expect(shortcutText('Mod-Shift-8', false)).toBe('Ctrl+Shift+8')
    expect(shortcutText('Mod-Alt-2', true)).toBe('⌘⌥2')
    expect(shortcutAria('Mod-b', false)).toBe('Control+B')
    expect(shortcutAria('Mod-b', true)).toBe('Meta+B')
    expect(shortcutText('Alt-F10', false)).toBe('Alt+F10')
  })
})
