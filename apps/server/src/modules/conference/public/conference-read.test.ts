import {
  MeetingAddressRet,
  MeetingScheduleRet,
  MeetingSignRet,
  MeetingSummaryRet,
  MeetingTagListRet,
  UPLOAD_MAX_BYTES_DEFAULT,
} from '@ibr/contract'
import type { TSchema } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuByPath } from '../../../test/menu-lookup.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'

let t: TestApp
const conf = { meeting2024: { id: 0, apply: 0, schedule: 0 }, meeting2022: { id: 0, apply: 0, schedule: 0 } }
let newsId = 0

beforeAll(async () => {
  t = await createTestApp()
  for (const token of ['meeting2024', 'meeting2022'] as const) {
    conf[token].id = (await menuByPath(t, `/ibrMeeting/${token}`)).id
    conf[token].apply = (await menuByPath(t, `/ibrMeeting/${token}/apply`)).id
    conf[token].schedule = (await menuByPath(t, `/ibrMeeting/${token}/schedule`)).id
  }
  newsId = (await menuByPath(t, '/ibrNews/news')).id
})
afterAll(async () => {
  await t.close()
})

/** The call in both languages, each answer checked against the contract. */
async function inBothLanguages(path: string, body: Record<string, unknown>, schema: TSchema) {
  const zh = await t.post(path, { ...body, lang: 'zh' })
  const en = await t.post(path, { ...body, lang: 'en' })
  expect(zh.status).toBe(200)
  expectShape(schema, zh.json.retMap)
  expectShape(schema, en.json.retMap)
  return { zh: zh.json.retMap, en: en.json.retMap }
}

const READS = ['/api/meeting/summary', '/api/meeting/sign', '/api/meeting/schedule', '/api/meeting/tagList', '/api/meeting/image/address']

describe('/api/meeting/summary', () => {
  it('answers each conference in both languages, from its entry or any page below it', async () => {
    for (const token of ['meeting2024', 'meeting2022'] as const) {
      const { zh, en } = await inBothLanguages('/api/meeting/summary', { menuId: String(conf[token].apply) }, MeetingSummaryRet)
      const byEntry = await t.post('/api/meeting/summary', { menuId: conf[token].id })
      expect(byEntry.json.retMap).toEqual(zh)
      const [a, b] = [zh.meeting, en.meeting]
      expect(a).toMatchObject({ token, menuId: conf[token].id })
      expect(b.id).toBe(a.id)
      expect(a.title).toMatch(/[\u4e00-\u9fff]/)
      expect(b.title).not.toBe(a.title)
      expect(b.title).toMatch(/^[\x20-\x7e]+$/)
      expect(a.startDate <= a.endDate).toBe(true)
      expect(a.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(a.registrationOpen).toBe(token === 'meeting2024')
    }
  })
})

describe('/api/meeting/sign', () => {
  it('answers the form, the deadline and the upload rule', async () => {
    for (const token of ['meeting2024', 'meeting2022'] as const) {
      const { zh, en } = await inBothLanguages('/api/meeting/sign', { menuId: conf[token].apply }, MeetingSignRet)
      const sign = zh.sign as MeetingSignRet['sign']
      expect(sign.open).toBe(token === 'meeting2024')
      expect(new Date(sign.deadline).getTime() > Date.now()).toBe(token === 'meeting2024')
      expect(sign.deadlineText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      expect(sign.fields.map((f) => f.name)).toEqual(
        expect.arrayContaining(['name', 'email', 'phone', 'organization', 'title', 'attendance', 'presentation', 'abstract', 'remarks']),
      )
      const email = sign.fields.find((f) => f.name === 'email')!
      expect(email).toMatchObject({ type: 'email', required: true })
      expect(sign.fields.find((f) => f.name === 'abstract')).toMatchObject({ type: 'file', required: false })
      for (const f of sign.fields.filter((x) => x.type === 'select')) expect(f.options.length).toBeGreaterThan(0)
      expect(email.label).toMatch(/[\u4e00-\u9fff]/)
      expect(en.sign.fields.find((f: { name: string }) => f.name === 'email').label).toMatch(/^[\x20-\x7e]+$/)
      expect(sign.fileRule.maxBytes).toBe(UPLOAD_MAX_BYTES_DEFAULT)
      expect(sign.fileRule.accept).toEqual(expect.arrayContaining(['image/png', 'application/pdf']))
      expect(sign.fileRule.accept).not.toContain('image/svg+xml')
      expect(sign.fileRule.extensions).toContain('.pdf')
    }
  })

  it('tells the upload limit the server is configured with', async () => {
    const small = await createTestApp({ UPLOAD_MAX_BYTES: '4096' })
    try {
      const res = await small.post('/api/meeting/sign', { menuId: conf.meeting2024.id })
      expect(res.json.retMap.sign.fileRule.maxBytes).toBe(4096)
    } finally {
      await small.close()
    }
  })
})

describe('/api/meeting/tagList and /api/meeting/schedule', () => {
  it("answers the days in order and each day's sessions by start time", async () => {
    for (const token of ['meeting2024', 'meeting2022'] as const) {
      const tags = await t.post('/api/meeting/tagList', { menuId: conf[token].schedule })
      expectShape(MeetingTagListRet, tags.json.retMap)
      const tagList = tags.json.retMap.tagList as MeetingTagListRet['tagList']
      expect(tagList.length).toBeGreaterThan(1)
      expect(tagList.map((d) => d.date)).toEqual([...tagList.map((d) => d.date)].sort())

      const first = await t.post('/api/meeting/schedule', { menuId: conf[token].schedule })
      expectShape(MeetingScheduleRet, first.json.retMap)
      expect(first.json.retMap.tagId).toBe(tagList[0]!.id)
      const second = await t.post('/api/meeting/schedule', { menuId: conf[token].id, tagId: String(tagList[1]!.id), lang: 'en' })
      expectShape(MeetingScheduleRet, second.json.retMap)
      expect(second.json.retMap.tagId).toBe(tagList[1]!.id)
      const sessions = second.json.retMap.scheduleList as MeetingScheduleRet['scheduleList']
      expect(sessions.length).toBeGreaterThan(0)
      expect(sessions.map((s) => s.startTime)).toEqual([...sessions.map((s) => s.startTime)].sort())
      for (const s of sessions) expect(s.startTime).toMatch(/^\d{2}:\d{2}$/)
      const zhSessions = (await t.post('/api/meeting/schedule', { menuId: conf[token].id, tagId: tagList[1]!.id })).json.retMap.scheduleList
      expect(zhSessions[0].title).not.toBe(sessions[0]!.title)
    }
  })

  it('answers notFound for a day of another conference', async () => {
    const other = (await t.post('/api/meeting/tagList', { menuId: conf.meeting2022.id })).json.retMap.tagList[0].id
    expectFailure(await t.post('/api/meeting/schedule', { menuId: conf.meeting2024.id, tagId: other }), 404, 'notFound')
    expectFailure(await t.post('/api/meeting/schedule', { menuId: conf.meeting2024.id, tagId: 999999, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await t.post('/api/meeting/schedule', { menuId: conf.meeting2024.id, tagId: 'abc' }), 400, 'badRequest')
    expectFailure(await t.post('/api/meeting/schedule', { menuId: conf.meeting2024.id, tagId: -1 }), 400, 'badRequest')
  })
})

describe('/api/meeting/image/address', () => {
  it('answers the venue, its address and pictures that can be fetched', async () => {
    for (const token of ['meeting2024', 'meeting2022'] as const) {
      const { zh, en } = await inBothLanguages('/api/meeting/image/address', { menuId: conf[token].id }, MeetingAddressRet)
      const ret = zh as MeetingAddressRet
      expect(ret.venue).toMatch(/[\u4e00-\u9fff]/)
      expect(en.venue).not.toBe(ret.venue)
      expect(ret.address.length).toBeGreaterThan(0)
      expect(ret.imageList.length).toBeGreaterThan(0)
      const image = await t.inject({ method: 'GET', url: `${ret.imageList[0]!.url}?w=320` })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
    }
  })
})

describe('bad input on every read', () => {
  it('refuses malformed bodies and answers notFound for what is not a conference', async () => {
    for (const path of READS) {
      expectFailure(await t.post(path, '{"a":'), 400, 'badRequest')
      expectFailure(await t.post(path, {}), 400, 'badRequest')
      expectFailure(await t.post(path, { menuId: 'abc' }), 400, 'badRequest')
      expectFailure(await t.post(path, { menuId: {} }), 400, 'badRequest')
      expectFailure(await t.post(path, { menuId: 0 }), 400, 'badRequest')
      expectFailure(await t.post(path, { menuId: 1.5, lang: 'en' }), 400, 'badRequest', 'en')
      expectFailure(await t.post(path, { menuId: 999999 }), 404, 'notFound')
      expectFailure(await t.post(path, { menuId: newsId, lang: 'en' }), 404, 'notFound', 'en')
      expectFailure(await t.post(path, { menuId: conf.meeting2024.id, padding: 'x'.repeat(300_000) }), 413, 'tooLarge')
      const get = await t.inject({ method: 'GET', url: path })
      expect(get.statusCode).toBe(405)
    }
  })

  it('answers notFound for the section above the conferences and for a hidden conference', async () => {
    const section = await menuByPath(t, '/ibrMeeting')
    expectFailure(await t.post('/api/meeting/summary', { menuId: section.id }), 404, 'notFound')
    await t.deps.db.updateTable('meeting').set({ status: 'draft' }).where('menu_id', '=', conf.meeting2022.id).execute()
    try {
      expectFailure(await t.post('/api/meeting/summary', { menuId: conf.meeting2022.apply }), 404, 'notFound')
    } finally {
      await t.deps.db.updateTable('meeting').set({ status: 'published' }).where('menu_id', '=', conf.meeting2022.id).execute()
    }
  })
})
