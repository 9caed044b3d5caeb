import { EDITABLE_KINDS, ROLE } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { writableKinds } from './writable-kinds'

const editor = { roles: [ROLE.editor], userType: '1' }

describe('the kinds offered for a new item', () => {
  it('offers an editor only the kinds of the sections they may write in, once each', () => {
    const sections = [
      { kind: 'news' as const, write: true },
      { kind: 'news' as const, write: true },
      { kind: 'event' as const, write: true },
      { kind: 'job' as const, write: false },
      { kind: null, write: true },
    ]
    expect(writableKinds(sections, editor)).toEqual(['news', 'event'])
  })

  it('offers nothing to whom no section is granted', () => {
    expect(writableKinds([{ kind: 'news', write: false }], editor)).toEqual([])
  })

  it('offers administrators and super users every kind, the sectionless highlight too', () => {
    expect(writableKinds([], { roles: [ROLE.admin], userType: '1' })).toEqual([...EDITABLE_KINDS])
    expect(writableKinds([], { roles: [], userType: '1,99' })).toContain('highlight')
  })
})
