import { describe, expect, it } from 'vitest'
import { translateIn } from '../../i18n/use-t'
import { revisionAction } from './revision-action'

describe('a revision’s action in words', () => {
  it('sets the languages apart from the action in both languages', () => {
    const row = { action: 'approve' as const, langs: ['zh' as const, 'en' as const] }
    expect(revisionAction(row, (key, params) => translateIn('en', key, params))).toBe('Approved (Chinese, English)')
    expect(revisionAction(row, (key, params) => translateIn('zh', key, params))).toMatch(/^[^（(]*[^\s]（[^）]+）$/)
  })

  it('is the action alone when no language is named', () => {
    expect(revisionAction({ action: 'save', langs: [] }, (key, params) => translateIn('en', key, params))).toBe('Saved')
  })
})
