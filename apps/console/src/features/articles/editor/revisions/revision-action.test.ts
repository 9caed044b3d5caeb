import { describe, expect, it } from 'vitest'
import { textIn } from '../../../../i18n/use-t'
import { messages } from '../../messages'
import { messages as editorMessages } from '../messages'
import { messages as revisions } from '../../../../components/revisions/messages'
import { messages as shared } from '../../../../i18n/shared/messages'
import { revisionAction } from './revision-action'

describe('a revision’s action in words', () => {
  it('sets the languages apart from the action in both languages', () => {
    const row = { action: 'approve' as const, langs: ['zh' as const, 'en' as const] }
    expect(revisionAction(row, (key, params) => textIn([messages, editorMessages, shared, revisions], 'en', key, params))).toBe(
      'Approved (Chinese, English)',
    )
    expect(revisionAction(row, (key, params) => textIn([messages, editorMessages, shared, revisions], 'zh', key, params))).toMatch(
      /^[^（(]*[^\s]（[^）]+）$/,
    )
  })

  it('is the action alone when no language is named', () => {
    expect(
      revisionAction({ action: 'save', langs: [] }, (key, params) =>
        textIn([messages, editorMessages, shared, revisions], 'en', key, params),
      ),
    ).toBe('Saved')
  })
})
