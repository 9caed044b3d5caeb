// PostgreSQL pass: last places taken together through two instances with connections of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConference, filledForm, formField, option, simpleForm } from '../../../test/conference-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'

/**
 * Last places taken at the same moment: on PostgreSQL through two server instances, each
 * with its own connections, as two processes behind a proxy would be; on the embedded database the
 * requests still arrive together. Exactly one gets each place.
 */
let t: TestApp
let other: TestApp
const RACERS = 6
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' })
  other = await createTestApp({ FORM_RATE_LIMIT: '1000' }, { sameDatabaseAs: t })
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const race = (menuId: number, fields: () => Record<string, unknown>) =>
  Promise.all(
    Array.from({ length: RACERS }, (_, i) => (i % 2 ? other : t).post('/api/meeting/register', { menuId, fields: fields(), lang: 'en' })),
  )

describe('simultaneous last-place registrations', () => {
  it('give the conference’s last place to exactly one; the rest wait', async () => {
    const c = await addConference(t, { fields: simpleForm(), capacity: 1 })
    const answers = await race(c.menuId, () => filledForm())
    expect(answers.map((a) => a.status)).toEqual(Array(RACERS).fill(200))
    expect(answers.map((a) => a.json.retMap.state).sort()).toEqual(['accepted', ...Array(RACERS - 1).fill('waiting')])
    const held = await t.deps.db
      .selectFrom('registration')
      .select('state')
      .where('meeting_id', '=', c.id)
      .where('state', '=', 'accepted')
      .execute()
    expect(held).toHaveLength(1)
  })

  it('give an option’s last place to exactly one; the rest are refused and write nothing', async () => {
    const c = await addConference(t, { fields: simpleForm([formField('ws', 'select', { options: [option('a', { capacity: 1 })] })]) })
    const answers = await race(c.menuId, () => filledForm({ ws: 'a' }))
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(RACERS - 1).fill(400)])
    const rows = await t.deps.db.selectFrom('registration').select('id').where('meeting_id', '=', c.id).execute()
    expect(rows).toHaveLength(1)
  })
})
