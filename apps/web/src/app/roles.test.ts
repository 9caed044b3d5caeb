import { describe, expect, it } from 'vitest'
import { isAdmin, isGroupAdmin, isReviewer, isVisitAdmin } from './roles'
import type { User } from '../lib/app-store'

const user = (roles: (string | number)[], extra: Partial<User> = {}): User => ({
  id: 7,
  roles: roles.map((roletype) => ({ roletype })),
  ...extra,
})

describe('role helpers', () => {
  it('reviewer: any role of type 999999, 21 or 40', () => {
    expect(isReviewer(user([999999]))).toBe(true)
    expect(isReviewer(user(['21']))).toBe(true)
    expect(isReviewer(user([3, 40]))).toBe(true)
    expect(isReviewer(user([3, 22, 400]))).toBe(false)
    expect(isReviewer(user([]))).toBe(false)
    expect(isReviewer(null)).toBe(false)
  })

  it('administrator: role type 999999 only', () => {
    expect(isAdmin(user(['999999']))).toBe(true)
    expect(isAdmin(user([21, 40]))).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })

  it('second administrator check: the visit user type contains 99', () => {
    expect(isVisitAdmin({ usertype: '99' })).toBe(true)
    expect(isVisitAdmin({ usertype: 99 })).toBe(true)
    expect(isVisitAdmin({ usertype: '1,99' })).toBe(true)
    expect(isVisitAdmin({ usertype: [1, '99'] })).toBe(true)
    expect(isVisitAdmin({ usertype: '199' })).toBe(false)
    expect(isVisitAdmin({ usertype: [9, 990] })).toBe(false)
    expect(isVisitAdmin(null)).toBe(false)
  })

  it('group administrator: the group admin id equals the user id', () => {
    expect(isGroupAdmin(user([], { group: { groupadmin: 7 } }))).toBe(true)
    expect(isGroupAdmin(user([], { group: { groupadmin: '7' } }))).toBe(true)
    expect(isGroupAdmin(user([], { group: { groupadmin: 8 } }))).toBe(false)
    expect(isGroupAdmin(user([], { group: null }))).toBe(false)
    expect(isGroupAdmin(user([]))).toBe(false)
    expect(isGroupAdmin(null)).toBe(false)
  })
})
