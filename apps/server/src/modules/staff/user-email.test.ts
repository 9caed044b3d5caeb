import { ROLE, STAFF_API, SUPER_USER_TYPE } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { addStaff, staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { auditSummaries } from '../../test/audit-lines.js'

/* A staff account's e-mail address: set on creation, shown in the list and the detail, changed and cleared by whoever may edit the account. */

let t: TestApp
let admin: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

const emailOf = async (id: number) =>
  (await t.deps.db.selectFrom('staff_user').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email

describe('a staff account’s e-mail address', () => {
  it('is set on creation, shown in the detail and the list, and found by the list’s search', async () => {
    const username = `mailed${process.pid}`
    const created = await admin.post(STAFF_API.userCreate, {
      username,
      name: 'Mailed Person',
      source: 'cas',
      roles: [ROLE.editor],
      email: 'mailed.person@institute.example',
    })
    expect(created.status).toBe(200)
    const { id } = created.json.retMap
    expect((await admin.post(STAFF_API.userDetail, { id })).json.retMap.user.email).toBe('mailed.person@institute.example')
    const listed = await admin.post(STAFF_API.userList, { search: 'mailed.person@institute' })
    expect(listed.json.retMap.list.map((u: { id: number; email: string }) => [u.id, u.email])).toEqual([
      [id, 'mailed.person@institute.example'],
    ])
  })

  it('is changed and cleared by an update, each change in the audit line', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    expect(await emailOf(account.id)).toBeNull()
    const set = await admin.post(STAFF_API.userUpdate, { id: account.id, email: 'first@institute.example' })
    expect(set.json.retMap.user.email).toBe('first@institute.example')
    expect((await admin.post(STAFF_API.userUpdate, { id: account.id, email: '' })).json.retMap.user.email).toBeNull()
    expect(await auditSummaries(t, 'userUpdate', account.id)).toEqual([
      `${account.username}: email:  → first@institute.example`,
      `${account.username}: email: first@institute.example → `,
    ])
  })

  it('refuses what is not an address, naming the field and writing nothing', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    for (const email of ['not an address', 'someone@localhost', `${'x'.repeat(250)}@institute.example`]) {
      expectFailure(await admin.post(STAFF_API.userUpdate, { id: account.id, email, lang: 'en' }), 400, 'badRequest', 'en', 'email')
    }
    const username = `refused${process.pid}`
    expectFailure(
      await admin.post(STAFF_API.userCreate, { username, name: 'Refused', source: 'cas', roles: [ROLE.editor], email: 'nope', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'email',
    )
    expect(await emailOf(account.id)).toBeNull()
    expect(await t.deps.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined()
  })

  it('of an administrator is changed by a super user only, as the rest of that account', async () => {
    const other = await addStaff(t, { roles: [ROLE.admin] })
    expectFailure(
      await admin.post(STAFF_API.userUpdate, { id: other.id, email: 'admin2@institute.example', lang: 'en' }),
      403,
      'noPermission',
      'en',
    )
    expect(await emailOf(other.id)).toBeNull()
    const superUser = await staffSession(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
    expect((await superUser.post(STAFF_API.userUpdate, { id: other.id, email: 'admin2@institute.example' })).status).toBe(200)
    expect(await emailOf(other.id)).toBe('admin2@institute.example')
  })
})
