import { describe, expect, it } from 'vitest'
import { can, isAdmin, isGroupAdmin, isReviewer, isSuperUserType, mainRole, ROLE, type StaffIdentity } from './roles.js'

const who = (over: Partial<StaffIdentity> = {}): StaffIdentity => ({
  id: 7,
  roles: [],
  userType: '',
  sections: [],
  conferences: [],
  groups: [],
  ...over,
})

describe('the seed’s role helpers', () => {
  it('reviewer: any role of code 999999, 21 or 40', () => {
    expect(isReviewer([999999])).toBe(true)
    expect(isReviewer(['21'])).toBe(true)
    expect(isReviewer([3, 40])).toBe(true)
    expect(isReviewer([3, 22, 400, 10])).toBe(false)
    expect(isReviewer([])).toBe(false)
  })

  it('administrator: role 999999 only', () => {
    expect(isAdmin(['999999'])).toBe(true)
    expect(isAdmin([21, 40])).toBe(false)
  })

  it('second administrator check: the user type contains 99 as one of its values', () => {
    expect(isSuperUserType('99')).toBe(true)
    expect(isSuperUserType('1,99')).toBe(true)
    expect(isSuperUserType([1, '99'])).toBe(true)
    expect(isSuperUserType('199')).toBe(false)
    expect(isSuperUserType([9, 990])).toBe(false)
    expect(isSuperUserType(null)).toBe(false)
  })

  it('group administrator: the group admin id equals the user id', () => {
    expect(isGroupAdmin(7, 7)).toBe(true)
    expect(isGroupAdmin('7', 7)).toBe(true)
    expect(isGroupAdmin(7, 8)).toBe(false)
    expect(isGroupAdmin(7, null)).toBe(false)
  })
})

describe('can()', () => {
  it('lets an editor write in the sections granted and nowhere else, and review nothing', () => {
    const editor = who({ roles: [ROLE.editor], sections: [3] })
    expect(can(editor, 'content.write')).toBe(true)
    expect(can(editor, 'content.write', { section: 3 })).toBe(true)
    expect(can(editor, 'content.write', { section: 4 })).toBe(false)
    expect(can(editor, 'content.review', { section: 3 })).toBe(false)
    expect(can(editor, 'users.manage')).toBe(false)
  })

  it('lets a reviewer review in their sections, and a conference reviewer their conferences only', () => {
    expect(can(who({ roles: [ROLE.reviewer], sections: [3] }), 'content.review', { section: 3 })).toBe(true)
    expect(can(who({ roles: [ROLE.reviewer], sections: [] }), 'content.review')).toBe(false)
    const cr = who({ roles: [ROLE.conferenceReviewer], conferences: [2] })
    expect(can(cr, 'conference.review', { conference: 2 })).toBe(true)
    expect(can(cr, 'conference.review', { conference: 5 })).toBe(false)
    expect(can(cr, 'content.write')).toBe(false)
  })

  it('lets a group administrator edit their own team only', () => {
    const ga = who({ groups: [{ id: 4 }] })
    expect(can(ga, 'team.edit', { team: 4 })).toBe(true)
    expect(can(ga, 'team.edit', { team: 5 })).toBe(false)
    expect(can(ga, 'content.write')).toBe(false)
  })

  it('gives administrators everything but super-user management, super users everything', () => {
    const admin = who({ roles: [ROLE.admin] })
    for (const p of [
      'content.write',
      'content.review',
      'conference.review',
      'team.edit',
      'users.manage',
      'audit.read',
      'site.manage',
      'mail.read',
    ] as const) {
      expect(can(admin, p, { section: 99, team: 99, conference: 99 })).toBe(true)
    }
    expect(can(admin, 'superusers.manage')).toBe(false)
    expect(can(who({ userType: '99' }), 'superusers.manage')).toBe(true)
    expect(can(null, 'signedIn')).toBe(false)
  })

  it('keeps the site-wide menu and banners to administrators and super users', () => {
    expect(can(who({ roles: [ROLE.admin] }), 'site.manage')).toBe(true)
    expect(can(who({ userType: '99' }), 'site.manage')).toBe(true)
    expect(can(who({ roles: [ROLE.reviewer], sections: [1, 2, 3] }), 'site.manage')).toBe(false)
    expect(can(who({ roles: [ROLE.editor], sections: [1] }), 'site.manage')).toBe(false)
    expect(can(who({ groups: [{ id: 1 }] }), 'site.manage')).toBe(false)
  })

  it('shows the mail the site sends to administrators and super users only', () => {
    expect(can(who({ roles: [ROLE.admin] }), 'mail.read')).toBe(true)
    expect(can(who({ userType: '99' }), 'mail.read')).toBe(true)
    expect(can(who({ roles: [ROLE.reviewer, ROLE.conferenceReviewer], sections: [1], conferences: [1] }), 'mail.read')).toBe(false)
    expect(can(who({ roles: [ROLE.editor], sections: [1] }), 'mail.read')).toBe(false)
    expect(can(who({ groups: [{ id: 1 }] }), 'mail.read')).toBe(false)
  })

  it('names the highest role for the top bar', () => {
    expect(mainRole(who({ roles: [ROLE.admin], userType: '99' }))).toBe('super-user')
    expect(mainRole(who({ roles: [ROLE.editor, ROLE.reviewer] }))).toBe('reviewer')
    expect(mainRole(who({ groups: [{ id: 1 }] }))).toBe('group-admin')
    expect(mainRole(who())).toBe('staff')
  })
})
