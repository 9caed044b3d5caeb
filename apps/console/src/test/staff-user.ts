import { ROLE, type StaffUser, type UserRow } from '@ibr/contract/staff-client'

/** A signed-in person as `me` and `login` answer, an administrator unless told otherwise. */
export const staffUser = (over: Partial<StaffUser> = {}): StaffUser => ({
  id: 1,
  username: 'admin',
  name: 'Wang Fang',
  roles: [ROLE.admin],
  userType: '1',
  groups: [],
  sections: [],
  conferences: [],
  reach: [],
  source: 'local',
  mustChangePassword: false,
  ...over,
})

/** An account as the users list shows it: an active local editor. */
export const userRow = (over: Partial<UserRow> = {}): UserRow => ({
  id: 5,
  username: 'li',
  name: 'Li Lei',
  roles: [ROLE.editor],
  userType: '1',
  active: true,
  source: 'local',
  lastSignInAt: null,
  groups: [],
  email: null,
  ...over,
})
