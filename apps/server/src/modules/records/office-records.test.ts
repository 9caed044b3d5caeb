import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { recordCounts } from '../../test/record-counts.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { useTestApp } from '../../test/use-test-app.js'

/** The services office's records (facilities, FAQ, quick links), their order, and the site settings; teams are in records.test.ts. */
let reviewer: StaffClient
let admin: StaffClient
let office: StaffClient

const t = useTestApp(async () => {
  const sections = (await t.deps.db.selectFrom('menu').select('id').execute()).map((r) => r.id)
  reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections, name: 'Reviewer' })
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Admin' })
  office = await staffSession(t, { userType: '99', name: 'Office' })
})

const counts = () => recordCounts(t)

describe('facility, FAQ and quick links', () => {
  it('publishes a facility with its booking link', async () => {
    const id = (await t.deps.db.selectFrom('facility').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const cur = (await reviewer.post(STAFF_API.facilityGet, { id })).json.retMap
    expectFailure(
      await reviewer.post(STAFF_API.facilitySave, { id, version: cur.version, doc: { ...cur.doc, bookingUrl: 'javascript:alert(1)' } }),
      400,
      'badRequest',
    )
    const saved = await reviewer.post(STAFF_API.facilitySave, {
      id,
      version: cur.version,
      doc: { ...cur.doc, bookingUrl: 'https://booking.example.org/' },
    })
    const sub = await reviewer.post(STAFF_API.facilitySubmit, { id, version: saved.json.retMap.version })
    expectFailure(await reviewer.post(STAFF_API.facilityApprove, { id, version: sub.json.retMap.version }), 403, 'noPermission')
    expect((await admin.post(STAFF_API.facilityApprove, { id, version: sub.json.retMap.version })).status).toBe(200)
    const shown = await t.post('/api/research/detail', { id, type: 'facility', lang: 'en' })
    expect(shown.json.retMap.facility.bookingUrl).toBe('https://booking.example.org/')
  })

  it('creates a FAQ entry and a quick link for the services office; others may not', async () => {
    expectFailure(
      await reviewer.post(STAFF_API.faqSave, { doc: { zh: { question: '问', answer: '' }, en: { question: 'Q', answer: '' }, sort: 0 } }),
      403,
      'noPermission',
    )
    const faq = await office.post(STAFF_API.faqSave, {
      doc: {
        zh: { question: '怎么连无线网？', answer: '<p>用工号登录</p>' },
        en: { question: 'How do I join the Wi-Fi?', answer: '' },
        sort: 0,
      },
    })
    expect(faq.status).toBe(200)
    const link = await office.post(STAFF_API.quickLinkSave, {
      doc: { group: 'lab', zh: { name: '实验室', description: '' }, en: { name: 'Lab', description: '' }, url: 'ftp://x', sort: 1 },
    })
    expectFailure(link, 400, 'badRequest')
    expect(link.json.field).toBe('doc.url')
    const list = await office.post(STAFF_API.faqList, {})
    expect(list.json.retMap.list.find((r: { id: number }) => r.id === faq.json.retMap.id).state).toBe('draft')
  })
})

describe('list order', () => {
  const faqDoc = (question: string) => ({ zh: { question, answer: '' }, en: { question, answer: '' }, sort: 0 })
  const publicQuestions = async () =>
    ((await t.post('/api/service/faq/list', { lang: 'en' })).json.retMap.faqList as { question: string }[]).map((f) => f.question)

  it('puts the FAQ in a new order in one call: published at once, audited; approving an entry later keeps its place', async () => {
    const made: number[] = []
    for (const question of ['Order first', 'Order second']) {
      const saved = await office.post(STAFF_API.faqSave, { doc: faqDoc(question) })
      const sub = await office.post(STAFF_API.faqSubmit, { id: saved.json.retMap.id, version: saved.json.retMap.version })
      expect((await office.post(STAFF_API.faqApprove, { id: saved.json.retMap.id, version: sub.json.retMap.version })).status).toBe(200)
      made.push(saved.json.retMap.id)
    }
    const shown = await publicQuestions()
    // A new entry goes last.
    expect(shown.slice(-2)).toEqual(['Order first', 'Order second'])
    const ids = ((await office.post(STAFF_API.faqList, {})).json.retMap.list as { id: number }[]).map((r) => r.id)
    const wanted = [made[1]!, ...ids.filter((id) => !made.includes(id)), made[0]!]
    const before = await counts()
    const done = await office.post(STAFF_API.faqReorder, { ids: wanted })
    expect(done.status).toBe(200)
    expect(done.json.retMap.list).toEqual(wanted.map((id, index) => ({ id, sort: index + 1 })))
    const after = await publicQuestions()
    expect([after[0], after.at(-1)]).toEqual(['Order second', 'Order first'])
    expect(await counts()).toEqual({ ...before, audit: before.audit + 1 })
    const line = await t.deps.db.selectFrom('audit_log').select(['action', 'entity']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(line).toEqual({ action: 'recordReorder', entity: 'faq' })

    const got = await office.post(STAFF_API.faqGet, { id: made[0] })
    const edited = await office.post(STAFF_API.faqSave, {
      id: made[0],
      version: got.json.retMap.version,
      doc: { ...faqDoc('Order first, edited'), sort: 1 },
    })
    const sub = await office.post(STAFF_API.faqSubmit, { id: made[0], version: edited.json.retMap.version })
    await office.post(STAFF_API.faqApprove, { id: made[0], version: sub.json.retMap.version })
    expect((await publicQuestions()).at(-1)).toBe('Order first, edited')
  })

  it('refuses an order from someone outside the office, or naming a record not in the list, and changes nothing', async () => {
    const ids = ((await office.post(STAFF_API.quickLinkList, {})).json.retMap.list as { id: number }[]).map((r) => r.id)
    const sorts = async () =>
      (await t.deps.db.selectFrom('quick_link').select(['id', 'sort']).orderBy('id').execute()).map((r) => `${r.id}:${r.sort}`)
    const before = { counts: await counts(), sorts: await sorts() }
    expectFailure(await reviewer.post(STAFF_API.quickLinkReorder, { ids: [...ids].reverse() }), 403, 'noPermission')
    const unknown = await office.post(STAFF_API.quickLinkReorder, { ids: [...[...ids].reverse(), 2147483000] })
    expectFailure(unknown, 400, 'badRequest')
    expect(unknown.json.field).toBe('ids')
    expectFailure(await office.post(STAFF_API.quickLinkReorder, { ids: [ids[0], ids[0]] }), 400, 'badRequest')
    expect({ counts: await counts(), sorts: await sorts() }).toEqual(before)
  })
})

describe('site settings', () => {
  it('saves the footer for every page served, falls back to the environment when reset, refuses bad values', async () => {
    expectFailure(await reviewer.post(STAFF_API.siteSettingsGet, {}), 403, 'noPermission')
    const before = await counts()
    const bad = await admin.post(STAFF_API.siteSettingsSave, { values: { addressEn: 'Somewhere', microblogUrl: 'weibo' } })
    expectFailure(bad, 400, 'badRequest')
    expect(bad.json.field).toBe('values.microblogUrl')
    expect(await counts()).toEqual(before)
    const saved = await admin.post(STAFF_API.siteSettingsSave, {
      values: { addressEn: '1 Test Road', webmailUrl: 'https://webmail.test/' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.retMap.values.addressEn).toBe('1 Test Road')
    expect(saved.json.retMap.saved).toEqual(expect.arrayContaining(['addressEn', 'webmailUrl']))
    expect((await t.app.services.siteSettings.effective()).webmailUrl).toBe('https://webmail.test/')
    const reset = await admin.post(STAFF_API.siteSettingsSave, { values: { webmailUrl: null } })
    expect(reset.json.retMap.values.webmailUrl).toBe(t.deps.config.site.webmailUrl)
  })
})
