import { ROLE, type StaffUser } from '@ibr/contract/staff-client'

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
