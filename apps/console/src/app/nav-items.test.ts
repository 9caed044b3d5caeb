import { ROLE, type StaffIdentity } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { visibleNavItems } from './nav-items'

const person = (over: Partial<StaffIdentity> = {}): StaffIdentity => ({
  id: 7,
  roles: [],
  userType: '1',
  sections: [],
  conferences: [],
  groups: [],
  ...over,
})
const labels = (who: StaffIdentity | null) => visibleNavItems(who).map((item) => item.label)

describe('the navigation shows only what a person may use', () => {
  it('an editor: dashboard and own account', () => {
    expect(labels(person({ roles: [ROLE.editor], sections: [3] }))).toEqual(['nav.dashboard', 'nav.account'])
  })

  it('a reviewer and a group administrator: the same two', () => {
    expect(labels(person({ roles: [ROLE.reviewer, ROLE.conferenceReviewer], sections: [3], conferences: [1] }))).toEqual([
      'nav.dashboard',
      'nav.account',
    ])
    expect(labels(person({ groups: [{ id: 4 }] }))).toEqual(['nav.dashboard', 'nav.account'])
  })

  it('an administrator: users and the audit log, not super users', () => {
    expect(labels(person({ roles: [ROLE.admin] }))).toEqual(['nav.dashboard', 'nav.users', 'nav.audit', 'nav.account'])
  })

  it('a super user (user type with 99): everything', () => {
    expect(labels(person({ userType: '1,99' }))).toEqual(['nav.dashboard', 'nav.users', 'nav.superUsers', 'nav.audit', 'nav.account'])
  })

  it('nobody signed in: nothing', () => {
    expect(labels(null)).toEqual([])
  })
})
