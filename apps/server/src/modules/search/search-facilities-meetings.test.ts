import { API, sectionTemplates } from '@ibr/contract'
import { ROLE, STAFF_API, type ConferenceDetail } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertFacility } from '../../test/facility-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { syncSearch } from './search-sync.js'

/**
 * Core facilities and conferences in the site search: built here, indexed by the sync the
 * triggers queue for, searched through POST /api/search in both languages.
 */
let t: TestApp
let admin: StaffClient
const tag = `qf${process.pid}x`
const ids: Record<string, number> = {}
let teamSection: string
let meetingSection: string
let meetingToken: string

const sync = async () => {
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)
  t.app.publicCache.clear()
}
const found = async (q: string, lang = 'en') => {
  const res = await t.post(API.search, { q, lang })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as {
    total: number
    list: { type: string; id: number; title: string; snippet: string; lang: string; path: string; section: string; time: string }[]
  }
}
/** What a query finds, as type and id. */
const hits = async (q: string, lang = 'en') => (await found(q, lang)).list.map((r) => `${r.type}:${r.id}`)

let serial = 0
/** A conference as staff create it: its menu entry and pages hidden until its first approval. */
async function createConference(title: { zh: string; en: string }) {
  serial += 1
  const token = `find${String(process.pid).slice(-5)}${serial}`
  const res = await admin.post(STAFF_API.conferenceCreate, {
    token,
    zh: { title: title.zh },
    en: { title: title.en },
    startDate: '2031-05-10',
    endDate: '2031-05-11',
    timeZone: 'Asia/Shanghai',
    lang: 'en',
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return { ...(res.json.retMap as { id: number; menuId: number }), token }
}

async function conference(menuId: number): Promise<ConferenceDetail> {
  const res = await admin.post(STAFF_API.conferenceGet, { menuId, lang: 'en' })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.conference
}

/** Sends the working copy to review and approves it, as an administrator may. */
async function publish(menuId: number) {
  const c = await conference(menuId)
  const submitted = await admin.post(STAFF_API.conferenceSubmit, { id: c.id, version: Number(c.updatedAt) })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  const approved = await admin.post(STAFF_API.conferenceApprove, { id: c.id, version: submitted.json.retMap.version })
  expect(approved.status, JSON.stringify(approved.json)).toBe(200)
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Search admin' })
  teamSection = sectionTemplates(t.deps.config.product).team
  meetingSection = sectionTemplates(t.deps.config.product).meeting
  ids.facility = await insertFacility(t, {
    name_zh: '结构生物学平台',
    name_en: `Structural biology facility ${tag}`,
    summary_en: 'Shared instruments for protein structures.',
    intro_zh: sanitize(`<p>平台提供<strong>冷冻电镜</strong>数据采集与分析。${tag}</p>`),
    intro_en: sanitize(`<p>Single-particle <strong>tomography</strong> and data analysis. ${tag}</p>`),
    instruments: JSON.stringify([{ name: { zh: '透射电镜', en: 'Transmission microscope' }, model: `Krios${tag}` }]),
    services: JSON.stringify([{ zh: '样品制备', en: `Grid vitrification ${tag}` }]),
  })
  ids.draftFacility = await insertFacility(t, { name_en: `Draft facility ${tag}fdraft`, status: 'draft' })
  ids.archivedFacility = await insertFacility(t, { name_en: `Archived facility ${tag}farch`, status: 'archived' })

  const shown = await createConference({ zh: '连接组学研讨会', en: `Connectome Summit ${tag}` })
  ids.conference = shown.id
  ids.conferenceMenu = shown.menuId
  const scheduled = await admin.post(STAFF_API.conferenceSchedule, {
    menuId: shown.menuId,
    days: [
      {
        day: '2031-05-10',
        name: { zh: '第一天', en: 'Day 1' },
        sessions: [
          {
            startTime: '09:00',
            endTime: '10:00',
            title: { zh: '全脑图谱', en: 'Whole-brain atlases' },
            speaker: { zh: '欧阳明', en: 'Oriel Vantrasse' },
            affiliation: { zh: '研究所', en: 'Institute' },
            place: { zh: '一号厅', en: 'Hall 1' },
          },
        ],
      },
    ],
  })
  expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200)
  meetingToken = shown.token
  ids.hiddenConference = (await createConference({ zh: '未发布会议', en: `Hidden Symposium ${tag}hid` })).id
  await sync()
})
afterAll(() => t.close())

describe('core facilities in the site search', () => {
  it('finds a published facility by a word of its introduction in Chinese and in English, leading to it on the facility page', async () => {
    const zh = (await found(`冷冻电镜 ${tag}`, 'zh')).list.find((r) => r.type === 'facility' && r.id === ids.facility)
    expect(zh).toMatchObject({
      title: '结构生物学平台',
      lang: 'zh',
      section: teamSection,
      path: `/${teamSection}/coreFacility?facility=${ids.facility}`,
    })
    expect(zh!.snippet).toContain('<mark>冷冻</mark>')
    const en = await found(`tomography ${tag}`)
    expect(en.list.map((r) => [r.type, r.id, r.lang, r.title, r.path])).toEqual([
      ['facility', ids.facility, 'en', `Structural biology facility ${tag}`, `/${teamSection}/coreFacility?facility=${ids.facility}`],
    ])
  })

  it('finds a facility by its instruments and services', async () => {
    expect(await hits(`Krios${tag}`)).toEqual([`facility:${ids.facility}`])
    expect(await hits(`vitrification ${tag}`)).toEqual([`facility:${ids.facility}`])
  })

  it('never finds a draft or an archived facility', async () => {
    expect((await found(`${tag}fdraft`)).total).toBe(0)
    expect((await found(`${tag}farch`)).total).toBe(0)
  })

  it('forgets a facility once it is archived and the sync has run', async () => {
    const facility = await insertFacility(t, { name_en: `Closing facility ${tag}fgone` })
    await sync()
    expect(await hits(`${tag}fgone`)).toEqual([`facility:${facility}`])
    expect((await admin.post(STAFF_API.facilityArchive, { id: facility })).status).toBe(200)
    await sync()
    expect((await found(`${tag}fgone`)).total).toBe(0)
  })
})

describe('conferences in the site search', () => {
  it('never finds a conference before its first approval', async () => {
    expect((await found(`${tag}hid`)).total).toBe(0)
    expect((await found(`Connectome ${tag}`)).total).toBe(0)
    expect((await found('Vantrasse')).total).toBe(0)
  })

  it('finds an approved conference by its title and by a speaker of its programme, leading to its overview', async () => {
    await publish(ids.conferenceMenu!)
    await sync()
    const path = `/${meetingSection}/${meetingToken}/overview`
    const byTitle = await found(`Connectome ${tag}`)
    expect(byTitle.list.map((r) => [r.type, r.id, r.lang, r.section, r.path])).toEqual([
      ['meeting', ids.conference, 'en', meetingSection, path],
    ])
    expect((await found('连接组学', 'zh')).list.find((r) => r.id === ids.conference)).toMatchObject({ type: 'meeting', lang: 'zh', path })
    const bySpeaker = await found('Vantrasse')
    expect(bySpeaker.list.map((r) => `${r.type}:${r.id}`)).toEqual([`meeting:${ids.conference}`])
    expect(bySpeaker.list[0]!.snippet).toContain('<mark>Vantrasse</mark>')
    expect((await found('欧阳明', 'zh')).list.map((r) => r.id)).toContain(ids.conference)
    // The other conference was never approved: still hidden.
    expect((await found(`${tag}hid`)).total).toBe(0)
  })
})
