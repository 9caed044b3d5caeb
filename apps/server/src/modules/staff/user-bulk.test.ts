import { BULK_MAX, ROLE, STAFF_API, SUPER_USER_TYPE } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { addStaff, staffSession, type StaffClient } from '../../test/staff-factory.js'
import { bulkResults } from '../../test/bulk-results.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(async (app) => {
  const admin = await staffSession(app, { roles: [ROLE.admin] })
  // An active super user must remain: deactivating anyone else is refused without one.
  await addStaff(app, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
  return { admin }
})

const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.userBulk, body)
const active = async (id: number) =>
  (await t.deps.db.selectFrom('staff_user').where('id', '=', id).select('active').executeTakeFirstOrThrow()).active
const updateLines = async (id: number) =>
  (await t.deps.db.selectFrom('audit_log').where('action', '=', 'userUpdate').where('entity_id', '=', String(id)).select('id').execute())
    .length

describe('users in bulk', () => {
  it('deactivates several accounts: each signed out at once, each with its own audit line', async () => {
    const a = await staffSession(t, { roles: [ROLE.editor] })
    const b = await staffSession(t, { roles: [ROLE.reviewer] })
    const done = bulkResults(await bulk(t.admin, { action: 'deactivate', ids: [a.account.id, String(b.account.id)] }))
    expect(done).toEqual([
      { id: a.account.id, done: true },
      { id: b.account.id, done: true },
    ])
    expect(await active(a.account.id)).toBe(false)
    expect(await active(b.account.id)).toBe(false)
    expect((await a.post(STAFF_API.dashboard, {})).status).toBe(401)
    expect(await updateLines(a.account.id)).toBe(1)
    expect(await updateLines(b.account.id)).toBe(1)
  })

  it('refuses, per item and in the language asked, what the single update refuses, and does the rest', async () => {
    const fine = await staffSession(t, { roles: [ROLE.editor] })
    const otherAdmin = await staffSession(t, { roles: [ROLE.admin] })
    const unknown = 2147483000
    const [ok, self, privileged, missing, ...rest] = bulkResults(
      await bulk(t.admin, { lang: 'en', action: 'deactivate', ids: [fine.account.id, t.admin.account.id, otherAdmin.account.id, unknown] }),
    )
    expect(rest).toEqual([])
    expect(ok).toEqual({ id: fine.account.id, done: true })
    expect(self).toMatchObject({ id: t.admin.account.id, done: false, code: 'noPermission' })
    expect(privileged).toMatchObject({ id: otherAdmin.account.id, done: false, code: 'noPermission' })
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound' })
    for (const refused of [self, privileged, missing]) expect(refused?.msg).toMatch(/^[\x20-\x7e]+$/)
    expect(await active(t.admin.account.id)).toBe(true)
    expect(await active(otherAdmin.account.id)).toBe(true)
    const [zh] = bulkResults(await bulk(t.admin, { action: 'deactivate', ids: [unknown] }))
    expect(zh?.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const person = await staffSession(t, { roles: [ROLE.editor] })
    const id = person.account.id
    expectFailure(await bulk(t.admin, '{"action":"deactivate","ids":['), 400, 'badRequest')
    expectFailure(await bulk(t.admin, { lang: 'en', action: 'deactivate', ids: id }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.admin, { lang: 'en', action: 'deactivate', ids: ['x'] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(t.admin, { lang: 'en', action: 'delete', ids: [id] }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(t.admin, { lang: 'en', action: 'deactivate', ids: [] }), 400, 'badRequest', 'en', 'ids')
    const tooMany = await bulk(t.admin, { lang: 'en', action: 'deactivate', ids: Array.from({ length: BULK_MAX + 1 }, () => id) })
    expectFailure(tooMany, 400, 'badRequest', 'en', 'ids')
    expect(tooMany.json.msg).toContain(String(BULK_MAX))
    expectFailure(await bulk(t.admin, { action: 'deactivate', ids: [id], padding: 'x'.repeat(20_000) }), 413, 'tooLarge')
    expect(await active(id)).toBe(true)
    expect(await updateLines(id)).toBe(0)
  })

  it('is for user managers only', async () => {
    const editor = await staffSession(t, { roles: [ROLE.editor] })
    expectFailure(await bulk(editor, { action: 'deactivate', ids: [t.admin.account.id] }), 403, 'noPermission')
    expect(await active(t.admin.account.id)).toBe(true)
  })
})
