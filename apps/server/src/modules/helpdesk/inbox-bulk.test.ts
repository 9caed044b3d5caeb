import { BULK_MAX, ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { reportFault } from '../../test/helpdesk-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { bulkResults } from '../../test/bulk-results.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(
  async (app) => ({
    admin: await staffSession(app, { roles: [ROLE.admin], name: 'Duty administrator' }),
    other: await staffSession(app, { roles: [ROLE.admin], name: 'Second administrator' }),
  }),
  { FORM_RATE_LIMIT: '1000' },
)

const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.helpdeskBulk, body)
const report = async (ticket: string) => (await t.admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap.item
const updateLines = async () =>
  (await t.deps.db.selectFrom('audit_log').select('id').where('action', '=', 'helpdeskUpdate').execute()).length

describe('helpdesk/bulk', () => {
  it('assigns several reports to one person, each with its audit line, a repeated ticket once', async () => {
    const a = await reportFault(t)
    const b = await reportFault(t)
    const lines = await updateLines()
    expect(bulkResults(await bulk(t.admin, { action: 'assign', assigneeId: t.other.user.id, ids: [a, b, a] }))).toEqual([
      { id: a, done: true },
      { id: b, done: true },
    ])
    for (const ticket of [a, b]) expect((await report(ticket)).assignee).toEqual({ id: t.other.user.id, name: 'Second administrator' })
    expect(await updateLines()).toBe(lines + 2)
    bulkResults(await bulk(t.admin, { action: 'assign', assigneeId: null, ids: [a] }))
    expect((await report(a)).assignee).toBeNull()
  })

  it('resolves several reports; one already resolved is done without a new audit line', async () => {
    const a = await reportFault(t)
    const b = await reportFault(t)
    bulkResults(await bulk(t.admin, { action: 'resolve', ids: [a] }))
    const lines = await updateLines()
    expect(bulkResults(await bulk(t.admin, { action: 'resolve', ids: [a, b] }))).toEqual([
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
    const [missing, ok] = bulkResults(await bulk(t.admin, { lang: 'en', action: 'resolve', ids: [unknown, a] }))
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound', msg: 'There is no report with this ticket number' })
    expect(ok).toEqual({ id: a, done: true })
    const b = await reportFault(t)
    const lines = await updateLines()
    const [refused] = bulkResults(await bulk(t.admin, { lang: 'en', action: 'assign', assigneeId: colleague.user.id, ids: [b] }))
    expect(refused).toMatchObject({ id: b, done: false, code: 'badRequest' })
    expect((await report(b)).assignee).toBeNull()
    expect(await updateLines()).toBe(lines)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const a = await reportFault(t)
    const lines = await updateLines()
    const ok = { action: 'resolve', ids: [a], lang: 'en' }
    expectFailure(await bulk(t.admin, { ...ok, action: 'assign' }), 400, 'badRequest', 'en', 'assigneeId')
    expectFailure(await bulk(t.admin, { ...ok, ids: a }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.admin, { ...ok, ids: [] }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.admin, { ...ok, ids: [42] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(t.admin, { ...ok, action: 'delete' }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(t.admin, { ...ok, ids: Array.from({ length: BULK_MAX + 1 }, () => a) }), 400, 'badRequest', 'en', 'ids')
    expect((await report(a)).state).toBe('new')
    expect(await updateLines()).toBe(lines)
  })
})
