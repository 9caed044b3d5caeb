import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { TicketStatusRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { submitFeedback } from '../../test/helpdesk-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

const feedback = () => submitFeedback(t, { kind: 'feedback', content: 'The library page is slow.', contact: 'reader@example.org' })

describe('/api/service/ticket/status', () => {
  it('shows the reporter their report’s state and the office’s replies, never the internal notes', async () => {
    const { ticket, key } = await feedback()
    expect(key).toMatch(/^[\w-]{40,}$/)
    const first = await t.post('/api/service/ticket/status', { ticket, key, lang: 'en' })
    expect(first.status).toBe(200)
    expectShape(TicketStatusRet, first.json.retMap)
    expect(first.json.retMap).toMatchObject({ ticket, kind: 'feedback', state: 'new', replies: [] })

    await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'Only for staff', reply: false })
    await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'Thank you, we are on it.', reply: true })
    const later = await t.post('/api/service/ticket/status', { ticket, key })
    expect(later.json.retMap.state).toBe('waiting')
    expect(later.json.retMap.replies.map((r: { body: string }) => r.body)).toEqual(['Thank you, we are on it.'])
    // An answer for one reporter is never cached for another.
    expect(later.headers['x-cache']).toBeUndefined()
  })

  it('keeps only a digest of the key, and answers a wrong key like an unknown ticket', async () => {
    const { ticket, key } = await feedback()
    const stored = await t.deps.db.selectFrom('feedback').select('access_key').where('ticket', '=', ticket).executeTakeFirstOrThrow()
    expect(stored.access_key).not.toContain(key)
    // Changing the last character must give a different key whatever it was.
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`
    const wrong = await t.post('/api/service/ticket/status', { ticket, key: wrongKey, lang: 'en' })
    const unknown = await t.post('/api/service/ticket/status', { ticket: 'S-19990101-XXXX', key, lang: 'en' })
    expectFailure(wrong, 404, 'notFound', 'en')
    expectFailure(unknown, 404, 'notFound', 'en')
    expect(wrong.json.msg).toBe(unknown.json.msg)
    expectFailure(await t.post('/api/service/ticket/status', { ticket, key: '' }), 400, 'badRequest', 'zh', 'key')
    expectFailure(await t.post('/api/service/ticket/status', { ticket: 7, key }), 400, 'badRequest', 'zh', 'ticket')
  })
})
