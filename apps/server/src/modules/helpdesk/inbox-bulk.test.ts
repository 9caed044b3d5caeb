import { BULK_MAX, BulkRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { reportFault } from '../../test/helpdesk-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffClient
let other: StaffClient
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' })
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Duty administrator' })
  other = await staffSession(t, { roles: [ROLE.admin], name: 'Second administrator' })
})
afterAll(async () => {
  await t.close()
})

const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.helpdeskBulk, body)
const results = (res: { status: number; json: any }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(BulkRet, res.json.retMap)
  return (res.json.retMap as BulkRet).results
}
const report = async (ticket: string) => (await admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap.item
const updateLines = async () =>
  (await t.deps.db.selectFrom('audit_log').select('id').where('action', '=', 'helpdeskUpdate').execute()).length

describe('helpdesk/bulk', () => {
  it('assigns several reports to one person, each with its audit line, a repeated ticket once', async () => {
    const a = await reportFault(t)
    const b = await reportFault(t)
    const lines = await updateLines()
    expect(results(await bulk(admin, { action: 'assign', assigneeId: other.user.id, ids: [a, b, a] }))).toEqual([
      { id: a, done: true },
      { id: b, done: true },
    ])
    for (const ticket of [a, b]) expect((await report(ticket)).assignee).toEqual({ id: other.user.id, name: 'Second administrator' })
    expect(await updateLines()).toBe(lines + 2)
    results(await bulk(admin, { action: 'assign', assigneeId: null, ids: [a] }))
    expect((await report(a)).assignee).toBeNull()
  })

  it('resolves several reports; one already resolved is done without a new audit line', async () => {
    const a = await reportFault(t)
    const b = await reportFault(t)
    results(await bulk(admin, { action: 'resolve', ids: [a] }))
    const lines = await updateLines()
    expect(results(await bulk(admin, { action: 'resolve', ids: [a, b] }))).toEqual([
      { id: a, done: true },
      { id: b, done: true },
    ])
    expect([(await report(a)).state, (await report(b)).state]).toEqual(['resolved', 'resolved'])
    expect(await updateLines()).toBe(lines + 1)
  })

  it('refuses per item an unknown ticket and a person who cannot be assigned, in the language asked', async () => {
    const a = await reportFault(t)
    const colleague = await staffSession(t, { roles: [ROLE.editor] })
    const unknown = 'F-20200101-ZZZZ'
    const [missing, ok] = results(await bulk(admin, { lang: 'en', action: 'resolve', ids: [unknown, a] }))
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound', msg: 'There is no report with this ticket number' })
    expect(ok).toEqual({ id: a, done: true })
    const b = await reportFault(t)
    const lines = await updateLines()
    const [refused] = results(await bulk(admin, { lang: 'en', action: 'assign', assigneeId: colleague.user.id, ids: [b] }))
    expect(refused).toMatchObject({ id: b, done: false, code: 'badRequest' })
    expect((await report(b)).assignee).toBeNull()
    expect(await updateLines()).toBe(lines)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const a = await reportFault(t)
    const lines = await updateLines()
    const ok = { action: 'resolve', ids: [a], lang: 'en' }
    expectFailure(await bulk(admin, { ...ok, action: 'assign' }), 400, 'badRequest', 'en', 'assigneeId')
    expectFailure(await bulk(admin, { ...ok, ids: a }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(admin, { ...ok, ids: [] }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(admin, { ...ok, ids: [42] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(admin, { ...ok, action: 'delete' }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(admin, { ...ok, ids: Array.from({ length: BULK_MAX + 1 }, () => a) }), 400, 'badRequest', 'en', 'ids')
    expect((await report(a)).state).toBe('new')
    expect(await updateLines()).toBe(lines)
  })
})
