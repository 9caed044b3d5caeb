import { ConferenceCreateRet, ConferenceGetRet, STAFF_API, type ConferenceDetail } from '@ibr/contract/staff'
import { expect } from 'vitest'
import { expectShape } from './shape.js'
import type { StaffClient } from './staff-factory.js'
import type { TestApp } from './test-app.js'

/**
 * The conference administration tests' calls, made as the administrator `on()` answers when called
 * (the test app and its session exist only once the tests start). Each conference is made by
 * `conference/create`, so no test relies on the demo's two.
 */
export function conferenceAdmin(on: () => { t: TestApp; admin: StaffClient }) {
  let serial = 0
  const db = () => on().t.deps.db

  async function createConference(client = on().admin) {
    serial += 1
    const res = await client.post(STAFF_API.conferenceCreate, {
      token: `conf${process.pid}0${serial}`,
      zh: { title: `测试会议${serial}` },
      en: { title: `Test conference ${serial}` },
      startDate: '2031-05-10',
      endDate: '2031-05-12',
      timeZone: 'Asia/Shanghai',
      lang: 'en',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expectShape(ConferenceCreateRet, res.json.retMap)
    return res.json.retMap as ConferenceCreateRet
  }

  async function getConference(menuId: number, client = on().admin): Promise<ConferenceDetail> {
    const res = await client.post(STAFF_API.conferenceGet, { menuId, lang: 'en' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expectShape(ConferenceGetRet, res.json.retMap)
    return res.json.retMap.conference
  }

  /** Sends the working copy to review and approves it, as an administrator may: the public row follows. */
  async function publish(menuId: number, client = on().admin) {
    const c = await getConference(menuId)
    const submitted = await client.post(STAFF_API.conferenceSubmit, { id: c.id, version: Number(c.updatedAt) })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const approved = await client.post(STAFF_API.conferenceApprove, { id: c.id, version: submitted.json.retMap.version })
    expect(approved.status, JSON.stringify(approved.json)).toBe(200)
    return getConference(menuId)
  }

  const auditCount = async (action: string) =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .where('action', '=', action)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const conferenceSection = async () =>
    (
      await db()
        .selectFrom('menu')
        .where('parent_id', 'is', null)
        .where('list_template', '=', 'ibrMeeting')
        .select('id')
        .executeTakeFirstOrThrow()
    ).id

  return { createConference, getConference, publish, auditCount, conferenceSection, serial: () => serial }
}
