import { ROLE, STAFF_API, SUPER_USER_TYPE } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { DEMO_STAFF, demoPassword, openDemoAccounts, seedDemoStaffIfNone } from './demo-staff.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('demo staff accounts', () => {
  it('are added to a site without accounts, once, each signing in with its documented password', async () => {
    expect(await seedDemoStaffIfNone(t.deps.db, 'ibr')).toBe(true)
    expect(await seedDemoStaffIfNone(t.deps.db, 'ibr')).toBe(false)
    const users: Record<string, { roles: number[]; userType: string; sections: number[]; groups: unknown[] }> = {}
    for (const username of DEMO_STAFF) {
      const res = await t.post(STAFF_API.login, { username, password: demoPassword(username) })
      expect(res.status, username).toBe(200)
      users[username] = res.json.retMap.user
    }
    expect(users.admin).toMatchObject({ roles: [ROLE.admin], userType: SUPER_USER_TYPE })
    expect(users.editor!.roles).toEqual([ROLE.editor])
    expect(users.editor!.sections.length).toBeGreaterThan(0)
    expect(users.reviewer!.roles).toEqual([ROLE.reviewer])
    expect(users.reviewer!.sections.length).toBeGreaterThan(users.editor!.sections.length)
    expect(users.teamadmin!.groups).toHaveLength(1)
    const emails = await t.deps.db
      .selectFrom('staff_user')
      .select(['username', 'email'])
      .where('username', 'in', [...DEMO_STAFF])
      .execute()
    expect(Object.fromEntries(emails.map((e) => [e.username, e.email]))).toEqual(
      Object.fromEntries(DEMO_STAFF.map((u) => [u, `${u}@demo.ibr.example`])),
    )
  })

  it('are reported while their documented passwords still work', async () => {
    expect((await openDemoAccounts(t.deps.db)).sort()).toEqual([...DEMO_STAFF].sort())
    await t.deps.db.updateTable('staff_user').set({ active: false }).where('username', '=', 'editor').execute()
    expect(await openDemoAccounts(t.deps.db)).not.toContain('editor')
  })
})
