import { describe, expect, it } from 'vitest'
import { conflictFields, defaultChoices, mergeDoc } from './conflict-merge'
import { emptyDoc, saveChanges, withField } from '../../doc-fields'

const base = withField(withField(emptyDoc('news'), 'zh.title', '旧标题'), 'en.title', 'Old title')

describe('settling a stale save', () => {
  it('lists the fields that differ, and which of them were changed here', () => {
    const mine = withField(base, 'zh.title', '我的标题')
    const theirs = withField(withField(base, 'en.title', 'Their title'), 'zh.title', '他们的标题')
    const fields = conflictFields(base, mine, theirs)
    expect(fields).toEqual([
      { path: 'zh.title', theirs: '他们的标题', mine: '我的标题', changedHere: true },
      { path: 'en.title', theirs: 'Their title', mine: 'Old title', changedHere: false },
    ])
    expect(defaultChoices(fields)).toEqual({ 'zh.title': 'mine', 'en.title': 'theirs' })
  })

  it('builds their version with the fields kept from mine, and the next save sends only those', () => {
    const mine = withField(withField(base, 'zh.title', '我的标题'), 'pictureId', 'AAAAAAAAAAAAAAAAAAAAAA')
    const theirs = withField(base, 'zh.title', '他们的标题')
    const fields = conflictFields(base, mine, theirs)
    const merged = mergeDoc(theirs, fields, { 'zh.title': 'theirs', pictureId: 'mine' })
    expect(merged.zh.title).toBe('他们的标题')
    expect(merged.pictureId).toBe('AAAAAAAAAAAAAAAAAAAAAA')
    expect(saveChanges(theirs, merged)).toEqual({ pictureId: 'AAAAAAAAAAAAAAAAAAAAAA' })
  })

  it('has nothing to settle when the saved version already says what mine does', () => {
    const mine = withField(base, 'zh.title', '同一个标题')
    expect(conflictFields(base, mine, mine)).toEqual([])
  })
})
