import { ROLE, STAFF_API, SUPER_USER_TYPE, UserDetailRet, UserListRet } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { addStaff, signIn, staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: Awaited<ReturnType<typeof staffSession>>
let superUser: Awaited<ReturnType<typeof staffSession>>
let sections: number[]
let teams: number[]
beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Admin Person' })
  superUser = await staffSession(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
  sections = (await t.deps.db.selectFrom('menu').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  teams = (await t.deps.db.selectFrom('team').select('id').orderBy('id').limit(2).execute()).map((r) => r.id)
})
afterAll(async () => {
  await t.close()
})

const lastAudit = async () => t.deps.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()

describe('user management', () => {
  it('creates a local account with a made-up password to be changed at first sign-in, roles and scopes, and logs it', async () => {
    const res = await admin.post(STAFF_API.userCreate, {
      username: `newbie${process.pid}`,
      name: '新同事',
      source: 'local',
      roles: [ROLE.editor],
      sections: sections.slice(0, 2),
      groups: teams.slice(0, 1),
    })
    expect(res.status).toBe(200)
    const { id, temporaryPassword } = res.json.retMap
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{16}$/)
    const detail = await admin.post(STAFF_API.userDetail, { id, lang: 'en' })
    expectShape(UserDetailRet, detail.json.retMap)
    expect(detail.json.retMap.user).toMatchObject({
      roles: [ROLE.editor],
      sections: sections.slice(0, 2),
      mustChangePassword: true,
      active: true,
    })
    expect(detail.json.retMap.user.groups.map((g: { id: number }) => g.id)).toEqual(teams.slice(0, 1))
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: 'userCreate', username: admin.account.username, entity_id: String(id) })
    expect(audit.summary).toContain(`newbie${process.pid} (local)`)
    const person = await signIn(t, { username: `newbie${process.pid}`, password: temporaryPassword })
    expect(person.user.mustChangePassword).toBe(true)
  })

  it('refuses a taken user name (any case) with conflict on the field, and unknown scopes with badRequest', async () => {
    const existing = await addStaff(t)
    const taken = await admin.post(STAFF_API.userCreate, {
      username: existing.username.toUpperCase(),
      name: 'x',
      source: 'cas',
      roles: [],
      lang: 'en',
    })
    expectFailure(taken, 409, 'conflict', 'en', 'username')
    const unknown = await admin.post(STAFF_API.userCreate, {
      username: `ghost${process.pid}`,
      name: 'x',
      source: 'cas',
      roles: [],
      sections: [2147483000],
      lang: 'en',
    })
    expectFailure(unknown, 400, 'badRequest', 'en', 'sections')
    expect(
      await t.deps.db.selectFrom('staff_user').select('id').where('username', '=', `ghost${process.pid}`).executeTakeFirst(),
    ).toBeUndefined()
  })

  it('lists, searches, filters and sorts accounts', async () => {
    const marker = `zeta${process.pid}`
    await addStaff(t, { username: `${marker}a`, name: 'Bravo' })
    await addStaff(t, { username: `${marker}b`, name: 'Alpha', active: false })
    const all = await admin.post(STAFF_API.userList, { search: marker, sort: 'name' })
    expectShape(UserListRet, all.json.retMap)
    expect(all.json.retMap.list.map((u: { name: string }) => u.name)).toEqual(['Alpha', 'Bravo'])
    const active = await admin.post(STAFF_API.userList, { search: marker, active: true })
    expect(active.json.retMap).toMatchObject({ total: 1, list: [{ username: `${marker}a` }] })
    const page2 = await admin.post(STAFF_API.userList, { search: marker, pageSize: 1, page: 2, sort: 'username', desc: true })
    expect(page2.json.retMap.list.map((u: { username: string }) => u.username)).toEqual([`${marker}a`])
    expectFailure(await admin.post(STAFF_API.userList, { pageSize: 1000, lang: 'en' }), 400, 'badRequest', 'en', 'pageSize')
  })

  it('updates roles and scopes with a before/after summary; deactivation signs the person out at once', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor], sections: sections.slice(0, 1) })
    const person = await signIn(t, account)
    const res = await admin.post(STAFF_API.userUpdate, { id: account.id, roles: [ROLE.reviewer], sections })
    expect(res.json.retMap.user).toMatchObject({ roles: [ROLE.reviewer], sections })
    expect((await lastAudit()).summary).toContain(`roles: ${ROLE.editor} → ${ROLE.reviewer}`)
    await admin.post(STAFF_API.userUpdate, { id: account.id, active: false })
    expectFailure(await person.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
    expectFailure(
      await t.post(STAFF_API.login, { username: account.username, password: account.password, lang: 'en' }),
      401,
      'loginFailed',
      'en',
    )
  })

  it('ends every session of an account', async () => {
    const account = await addStaff(t)
    const one = await signIn(t, account)
    await signIn(t, account)
    const res = await admin.post(STAFF_API.userEndSessions, { id: account.id })
    expect(res.json.retMap.ended).toBe(2)
    expectFailure(await one.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
  })

  it('answers notFound for an unknown account and badRequest for an id that is not one', async () => {
    expectFailure(await admin.post(STAFF_API.userDetail, { id: 2147483000, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await admin.post(STAFF_API.userUpdate, { id: 'x', lang: 'en' }), 400, 'badRequest', 'en', 'id')
  })
})

describe('administrators and super users', () => {
  it('an administrator cannot grant the administrator role nor touch an administrator’s account; a super user can', async () => {
    const editor = await addStaff(t, { roles: [ROLE.editor] })
    const otherAdmin = await addStaff(t, { roles: [ROLE.admin] })
    const grant = await admin.post(STAFF_API.userUpdate, { id: editor.id, roles: [ROLE.editor, ROLE.admin], lang: 'en' })
    expectFailure(grant, 403, 'noPermission', 'en', 'roles')
    expect(grant.json.msg).toMatch(/super user/)
    expectFailure(await admin.post(STAFF_API.userResetPassword, { id: otherAdmin.id, lang: 'en' }), 403, 'noPermission', 'en')
    expectFailure(
      await admin.post(STAFF_API.userCreate, { username: `boss${process.pid}`, name: 'b', source: 'cas', roles: [ROLE.admin], lang: 'en' }),
      403,
      'noPermission',
      'en',
    )
    expect((await superUser.post(STAFF_API.userUpdate, { id: editor.id, roles: [ROLE.editor, ROLE.admin] })).status).toBe(200)
    expect((await superUser.post(STAFF_API.userResetPassword, { id: otherAdmin.id })).status).toBe(200)
  })

  it('a super user grants and revokes administrator and super user by user name', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const res = await superUser.post(STAFF_API.superUserSet, { username: account.username, admin: true, superUser: true })
    expect(res.json.retMap.list).toContainEqual(expect.objectContaining({ username: account.username, admin: true, superUser: true }))
    const row = await t.deps.db.selectFrom('staff_user').select('user_type').where('id', '=', account.id).executeTakeFirstOrThrow()
    expect(row.user_type).toBe(SUPER_USER_TYPE)
    const back = await superUser.post(STAFF_API.superUserSet, { username: account.username, admin: false, superUser: false })
    expect(back.json.retMap.list.map((u: { username: string }) => u.username)).not.toContain(account.username)
    const roles = await t.deps.db.selectFrom('staff_role').select('code').where('user_id', '=', account.id).execute()
    expect(roles.map((r) => r.code)).toEqual([ROLE.editor])
    expect((await lastAudit()).summary).toMatch(/administrator: true → false; super user: true → false/)
  })

  it('two super users removing each other at the same moment leave one of them', async () => {
    const db = t.deps.db
    const a = await staffSession(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
    const b = await staffSession(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
    const others = await db
      .selectFrom('staff_user')
      .select('id')
      .where('active', '=', true)
      .where('id', 'not in', [a.account.id, b.account.id])
      .execute()
    const otherIds = others.map((o) => o.id)
    await db.updateTable('staff_user').set({ active: false }).where('id', 'in', otherIds).execute()
    try {
      const answers = await Promise.all([
        a.post(STAFF_API.userUpdate, { id: b.account.id, active: false }),
        b.post(STAFF_API.superUserSet, { username: a.account.username, admin: false, superUser: false }),
      ])
      // The second to run is refused: as the last super user (409), or, when the first has already
      // deactivated its author, as a session that has ended (401).
      const statuses = answers.map((r) => r.status).sort()
      expect(statuses[0]).toBe(200)
      expect([401, 409]).toContain(statuses[1])
      const left = await db.selectFrom('staff_user').select(['user_type']).where('active', '=', true).execute()
      expect(left.some((u) => u.user_type === SUPER_USER_TYPE)).toBe(true)
    } finally {
      await db.updateTable('staff_user').set({ active: true }).where('id', 'in', otherIds).execute()
    }
  })

  it('no one revokes their own rights; an unknown user name is notFound on the field', async () => {
    expectFailure(
      await superUser.post(STAFF_API.superUserSet, { username: superUser.account.username, admin: true, superUser: false, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'username',
    )
    expectFailure(
      await superUser.post(STAFF_API.superUserSet, { username: 'nobody-at-all', admin: true, superUser: false, lang: 'en' }),
      404,
      'notFound',
      'en',
      'username',
    )
  })
})

describe('CAS access requests', () => {
  it('are granted in one call, creating the CAS account, or dismissed', async () => {
    const name = `visitor${process.pid}`
    await t.deps.db.insertInto('staff_access_request').values({ username: name, name: 'Visiting Scholar', address: '10.0.0.1' }).execute()
    const list = await admin.post(STAFF_API.accessRequestList, {})
    const request = list.json.retMap.list.find((r: { username: string }) => r.username === name)
    expect(request).toMatchObject({ name: 'Visiting Scholar', attempts: 1 })
    const grant = await admin.post(STAFF_API.accessRequestGrant, { id: request.id, role: ROLE.editor })
    const detail = await admin.post(STAFF_API.userDetail, { id: grant.json.retMap.userId })
    expect(detail.json.retMap.user).toMatchObject({ username: name, source: 'cas', roles: [ROLE.editor], name: 'Visiting Scholar' })
    expect(await t.deps.db.selectFrom('staff_access_request').select('id').where('username', '=', name).executeTakeFirst()).toBeUndefined()
    expect((await lastAudit()).action).toBe('accessGrant')
    expectFailure(await admin.post(STAFF_API.accessRequestDismiss, { id: request.id, lang: 'en' }), 404, 'notFound', 'en')
  })
})

describe('the audit log', () => {
  it('cannot be changed or emptied, whoever asks', async () => {
    const line = await lastAudit()
    await expect(t.deps.db.updateTable('audit_log').set({ summary: 'forged' }).where('id', '=', line.id).execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(t.deps.db.deleteFrom('audit_log').where('id', '=', line.id).execute()).rejects.toThrow(/append-only/)
    await expect(sql`truncate audit_log`.execute(t.deps.db)).rejects.toThrow(/append-only/)
    expect((await lastAudit()).summary).toBe(line.summary)
  })

  it('is browsed by person, action, day and words', async () => {
    const account = await addStaff(t)
    await signIn(t, account)
    const res = await admin.post(STAFF_API.auditList, { username: account.username.toUpperCase(), action: 'signIn' })
    expect(res.json.retMap).toMatchObject({ total: 1, list: [{ username: account.username, action: 'signIn', address: '127.0.0.1' }] })
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })
    const byDay = await admin.post(STAFF_API.auditList, { username: account.username, from: today, to: today })
    expect(byDay.json.retMap.total).toBe(1)
    const before = await admin.post(STAFF_API.auditList, { username: account.username, to: '2000-01-01' })
    expect(before.json.retMap.total).toBe(0)
    expectFailure(await admin.post(STAFF_API.auditList, { from: '23-11-2026', lang: 'en' }), 400, 'badRequest', 'en', 'from')
    expectFailure(await admin.post(STAFF_API.auditList, { to: '2026-13-45', lang: 'en' }), 400, 'badRequest', 'en', 'to')
    expectFailure(await admin.post(STAFF_API.auditExport, { from: '2026-02-30', lang: 'en' }), 400, 'badRequest', 'en', 'from')
    expectFailure(await admin.post(STAFF_API.auditList, { search: 'a\u0000b', lang: 'en' }), 400, 'badRequest', 'en')
  })

  it('exports CSV with a byte-order mark, every matching line, and formulas defused', async () => {
    const name = `=cmd${process.pid}`
    await t.post(STAFF_API.login, { username: name, password: 'whatever-it-is' })
    const res = await t.inject({
      method: 'POST',
      url: STAFF_API.auditExport,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
      payload: { username: name },
    })
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.body.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('\uFEFFtime,username,action,entity,entityId,address,summary')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2},'=cmd${process.pid},signInFailed,session,,127\\.0\\.0\\.1,local$`),
    )
  })
})
