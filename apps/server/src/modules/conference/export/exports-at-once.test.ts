import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConference, formField } from '../../../test/conference-factory.js'
import { download } from '../../../test/export-readers.js'
import { addRegistrations } from '../../../test/registration-factory.js'
import { expectFailure } from '../../../test/shape.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'
import { EXPORTS_AT_ONCE } from './exports-at-once.js'

/* Each download of registrations takes the event loop's time while its client reads: one person runs a few at once. */

let t: TestApp
let admin: StaffClient
let menuId: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin] })
  const conference = await addConference(t, { fields: [formField('name', 'text', { label: { zh: '姓名', en: 'Name' } })] })
  menuId = conference.menuId
  await addRegistrations(
    t,
    conference.id,
    Array.from({ length: 400 }, (_, i) => ({ fields: { name: `参会者 ${i} ${'长'.repeat(40)}` } })),
  )
})
afterAll(async () => {
  await t.close()
})

const exportAs = (client: StaffClient, lang = 'zh') => download(t, client, STAFF_API.registrationExport, { menuId, format: 'xlsx', lang })

describe('downloads of registrations at once', () => {
  it(`runs ${EXPORTS_AT_ONCE} of one person's at once and refuses more, readable; another person's is not held up`, async () => {
    const other = await staffSession(t, { roles: [ROLE.admin] })
    const answers = await Promise.all([...Array.from({ length: EXPORTS_AT_ONCE + 2 }, () => exportAs(admin, 'en')), exportAs(other)])
    const mine = answers.slice(0, -1)
    expect(mine.filter((a) => a.status === 200)).toHaveLength(EXPORTS_AT_ONCE)
    for (const res of mine.filter((a) => a.status !== 200)) {
      expectFailure({ status: res.status, json: JSON.parse(res.bytes.toString()) }, 429, 'rateLimited', 'en')
      expect(res.headers['retry-after']).toBe('5')
    }
    expect(answers.at(-1)!.status).toBe(200)
    // Finished downloads gave their places back.
    expect((await exportAs(admin)).status).toBe(200)
  })

  it('gives a place back when the download is refused before it starts', async () => {
    for (let i = 0; i < EXPORTS_AT_ONCE + 1; i++) {
      const refused = await admin.post(STAFF_API.registrationExport, { menuId: 2147483000, format: 'xlsx', lang: 'en' })
      expectFailure(refused, 404, 'notFound', 'en')
    }
    expect((await exportAs(admin)).status).toBe(200)
  })
})
