// PostgreSQL pass: two instances claiming the same events and digests at once.
/**
 * One event is mailed once however many instances deliver: two apps on one database run their
 * delivery and their digests side by side, over the same events, and each person gets each message
 * once. On PostgreSQL each app has connections of its own, so their claims really race.
 */
import { ROLE } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { notify } from './notify.js'

let a: TestApp
let b: TestApp
let admin: StaffClient
let digestReader: StaffClient
const EVENTS = 24

beforeAll(async () => {
  a = await createTestApp({ SITE_TIMEZONE: 'Asia/Shanghai' })
  b = await createTestApp({ SITE_TIMEZONE: 'Asia/Shanghai' }, { sameDatabaseAs: a })
  admin = await staffSession(a, { roles: [ROLE.admin], email: `twice-admin-${process.pid}@staff.example.org` })
  digestReader = await staffSession(a, { roles: [ROLE.admin], email: `twice-digest-${process.pid}@staff.example.org` })
  await admin.post('/api/staff/account/notifications/save', { digestHour: 9, kinds: [{ kind: 'helpdeskReport', mode: 'immediate' }] })
  await digestReader.post('/api/staff/account/notifications/save', {
    digestHour: 9,
    kinds: [{ kind: 'helpdeskReport', mode: 'digest' }],
  })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const messages = async (to: string) =>
  a.deps.db.selectFrom('mail_message').select(['subject', 'kind']).where('recipient', '=', to).orderBy('id').execute()
const emailOf = async (client: StaffClient) =>
  (await a.deps.db.selectFrom('staff_user').select('email').where('id', '=', client.user.id).executeTakeFirstOrThrow()).email!

describe('two instances delivering together', () => {
  it('mail each event once, and each digest once', async () => {
    for (let i = 1; i <= EVENTS; i++) {
      await a.deps.db.transaction().execute((trx) =>
        notify(trx, {
          kind: 'helpdeskReport',
          action: 'received',
          audience: { permission: 'helpdesk.manage', userIds: [admin.user.id, digestReader.user.id] },
          link: `/helpdesk?ticket=F-TWICE-${i}`,
          title: { zh: `F-TWICE-${i}`, en: `F-TWICE-${i}` },
        }),
      )
    }
    // Both instances' workers and both services' own passes, all at once.
    await Promise.all([
      a.app.services.jobs.poll(),
      b.app.services.jobs.poll(),
      a.app.services.notices.deliver(),
      b.app.services.notices.deliver(),
    ])
    while ((await Promise.all([a.app.services.jobs.poll(), b.app.services.jobs.poll()])).some((n) => n > 0)) {
      // Until neither finds a job.
    }
    const mailed = await messages(await emailOf(admin))
    expect(mailed.filter((m) => m.kind === 'notification.helpdeskReport')).toHaveLength(EVENTS)
    expect(new Set(mailed.map((m) => m.subject)).size).toBe(EVENTS)
    expect(await messages(await emailOf(digestReader))).toEqual([])

    // 09:10 in Beijing: both instances look for the digests due.
    const at = new Date('2026-12-08T01:10:00Z')
    const sent = await Promise.all([a.app.services.notices.digest(at), b.app.services.notices.digest(at)])
    expect(sent[0] + sent[1]).toBe(1)
    const digests = await messages(await emailOf(digestReader))
    expect(digests).toEqual([{ subject: `每日通知摘要：${EVENTS} 条`, kind: 'notification.digest' }])
  })
})
