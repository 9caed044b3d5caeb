import { describe, expect, it } from 'vitest'
import { emptyDoc, withField } from '../doc-fields'
import { changeField } from './field-change'

describe('a value typed into a field', () => {
  it('prefills a job posting’s unpublish time from its deadline, at the end of that day in Beijing', () => {
    const doc = changeField(emptyDoc('job'), 'deadline', '2026-06-30')
    expect(doc.unpublishAt).toBe('2026-06-30T16:00:00.000Z')
    expect(changeField(doc, 'deadline', '2026-07-15').unpublishAt).toBe('2026-07-15T16:00:00.000Z')
    expect(changeField(doc, 'deadline', null).unpublishAt).toBeNull()
  })

  it('leaves an unpublish time someone set, or cleared, alone', () => {
    const set = changeField(changeField(emptyDoc('job'), 'deadline', '2026-06-30'), 'unpublishAt', '2026-08-01T00:00:00.000Z')
    expect(changeField(set, 'deadline', '2026-07-15').unpublishAt).toBe('2026-08-01T00:00:00.000Z')
    const cleared = changeField(changeField(emptyDoc('job'), 'deadline', '2026-06-30'), 'unpublishAt', null)
    expect(cleared.unpublishAt).toBeNull()
  })

  it('does not do it for kinds whose deadline is only shown', () => {
    expect(changeField(emptyDoc('procurement'), 'deadline', '2026-06-30').unpublishAt).toBeNull()
  })

  it('drops a pin in a section the item leaves', () => {
    const doc = withField(withField(emptyDoc('news'), 'menuIds', [3, 4]), 'pinnedIn', [3, 4])
    expect(changeField(doc, 'menuIds', [4]).pinnedIn).toEqual([4])
  })
})
