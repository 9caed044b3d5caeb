import { ConferenceListRet, MEETING_PAGES, ROLE, STAFF_API, type ConferenceDetail } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { conferenceAdmin } from '../../../test/conference-admin-client.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession } from '../../../test/staff-factory.js'
import { useConferenceDesk } from '../../../test/conference-desk.js'
import { bodyOf } from './conference-admin-fixtures.js'

/**
 * The conference calls of the console over the real server with the public cache on: each
 * conference here is made by `conference/create`, so no test relies on the demo's two. Saving a
 * conference is in conference-save.test.ts.
 */
const t = useConferenceDesk({ CACHE_TTL_SECONDS: '60' })

const { createConference, getConference, publish, auditCount, conferenceSection, serial } = conferenceAdmin(() => ({ t, admin: t.admin }))

describe('conference/create', () => {
  it('adds the menu entry with its six pages under the conference section, the row, and one audit line; hidden from the public until first approved', async () => {
    const before = await auditCount('conferenceCreate')
    const { menuId, id } = await createConference()
    const entry = await t.deps.db.selectFrom('menu').where('id', '=', menuId).selectAll().executeTakeFirstOrThrow()
    expect(entry.parent_id).toBe(await conferenceSection())
    const pagesOf = () =>
      t.deps.db.selectFrom('menu').where('parent_id', '=', menuId).orderBy('sort').select(['list_template', 'name_en', 'status']).execute()
    const pages = await pagesOf()
    expect(pages.map((p) => p.list_template)).toEqual([...MEETING_PAGES])
    expect(pages[1]!.name_en).toBe('Registration')
    const c = await getConference(menuId)
    expect(c.id).toBe(id)
    expect(c.path).toBe(`/ibrMeeting/${c.token}`)
    expect(c.formFields.map((f) => f.type)).toEqual(['text', 'email'])
    expect(c.regDeadline).toBe('2031-05-09T16:00:00.000Z')
    expect(await auditCount('conferenceCreate')).toBe(before + 1)
    expect([c.state, c.live]).toEqual(['draft', false])
    const shown = async () =>
      JSON.stringify((await t.post('/api/menu/list', { type: 'top', lang: 'en' })).json.retMap.menuList).includes(c.token)
    expect(await shown()).toBe(false)
    expect((await t.post('/api/meeting/summary', { menuId, lang: 'en' })).status).toBe(404)
    // Its first approval brings the entry and its pages onto the site.
    const saved = await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), en: { ...c.en, venue: 'Hall 1' } })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect([(await publish(menuId)).live, await shown()]).toEqual([true, true])
    const visiblePages = (await pagesOf()).filter((p) => p.status === 'published')
    expect(visiblePages).toHaveLength(MEETING_PAGES.length)
    // The menu administration accepts the new token where it stands: renaming the entry is no problem.
    const rename = await t.admin.post(STAFF_API.menuSave, { id: menuId, en: { name: 'Renamed conference' } })
    expect(rename.status, JSON.stringify(rename.json)).toBe(200)
  })

  it('refuses a taken token, a bad token, dates out of order and an unknown time zone, naming the field, writing nothing', async () => {
    const { menuId } = await createConference()
    const taken = (await getConference(menuId)).token
    const menus = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('menu')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = { menus: await menus(), audit: await auditCount('conferenceCreate') }
    const base = { zh: { title: '会议' }, en: { title: 'Conference' }, startDate: '2031-01-01', endDate: '2031-01-02', timeZone: 'UTC' }
    expectFailure(await t.admin.post(STAFF_API.conferenceCreate, { ...base, token: taken, lang: 'en' }), 409, 'conflict', 'en', 'token')
    expectFailure(await t.admin.post(STAFF_API.conferenceCreate, { ...base, token: '1bad', lang: 'zh' }), 400, 'badRequest', 'zh', 'token')
    expectFailure(
      await t.admin.post(STAFF_API.conferenceCreate, { ...base, token: 'confDates2031', endDate: '2030-12-31', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'endDate',
    )
    expectFailure(
      await t.admin.post(STAFF_API.conferenceCreate, { ...base, token: 'confZone2031', timeZone: 'Mars/Olympus', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'timeZone',
    )
    expect({ menus: await menus(), audit: await auditCount('conferenceCreate') }).toEqual(before)
  })

  it('is for administrators: an editor of the conference section is refused', async () => {
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [await conferenceSection()] })
    const res = await editor.post(STAFF_API.conferenceCreate, {
      token: 'confEditor2031',
      zh: { title: '会议' },
      en: { title: 'Conference' },
      startDate: '2031-01-01',
      endDate: '2031-01-02',
      timeZone: 'UTC',
    })
    expectFailure(res, 403, 'noPermission')
  })
})

describe('conference/schedule', () => {
  it('saves days and sessions in both languages, keeps a day’s id, and the public programme follows', async () => {
    const { menuId } = await createConference()
    const bi = (zh: string, en: string) => ({ zh, en })
    const session = (from: string, to: string, title: string) => ({
      startTime: from,
      endTime: to,
      title: bi(`${title}（中）`, title),
      speaker: bi('张三', 'San Zhang'),
      affiliation: bi('研究所', 'Institute'),
      place: bi('一号厅', 'Hall 1'),
    })
    const first = await t.admin.post(STAFF_API.conferenceSchedule, {
      menuId,
      days: [
        {
          day: '2031-05-10',
          name: bi('第一天', 'Day 1'),
          sessions: [session('09:00', '09:30', 'Opening'), session('09:30', '10:15', 'Keynote')],
        },
        { day: '2031-05-11', name: bi('第二天', 'Day 2'), sessions: [] },
      ],
    })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect((first.json.retMap.conference as ConferenceDetail).days.map((d) => d.sessions.length)).toEqual([2, 0])
    const days = (await publish(menuId)).days
    const tags = await t.post('/api/meeting/tagList', { menuId, lang: 'en' })
    expect(tags.json.retMap.tagList.map((d: { name: string }) => d.name)).toEqual(['Day 1', 'Day 2'])

    const second = await t.admin.post(STAFF_API.conferenceSchedule, {
      menuId,
      days: [{ id: days[1]!.id, day: '2031-05-11', name: bi('第二天', 'Day two'), sessions: [session('14:00', '15:00', 'Posters')] }],
    })
    expect(second.status).toBe(200)
    const now = (await publish(menuId)).days
    expect(now.map((d) => [d.id, d.name.en, d.sessions[0]?.title.en])).toEqual([[days[1]!.id, 'Day two', 'Posters']])
    const programme = await t.post('/api/meeting/schedule', { menuId, tagId: days[1]!.id, lang: 'en' })
    expect(programme.json.retMap.scheduleList.map((s: { title: string }) => s.title)).toEqual(['Posters'])
  })

  it('refuses a session that ends before it starts, a day twice and a day of another conference, naming the field', async () => {
    const { menuId } = await createConference()
    const other = await getConference((await createConference()).menuId)
    const otherDays = await t.admin.post(STAFF_API.conferenceSchedule, {
      menuId: other.menuId,
      days: [{ day: '2031-05-10', name: { zh: '一', en: 'One' }, sessions: [] }],
    })
    expect(otherDays.status).toBe(200)
    const foreign = (await publish(other.menuId)).days[0]!.id
    const s = { title: { zh: '题', en: 'T' }, speaker: { zh: '', en: '' }, affiliation: { zh: '', en: '' }, place: { zh: '', en: '' } }
    const day = (extra: Record<string, unknown>) => ({ day: '2031-05-10', name: { zh: '一', en: 'One' }, sessions: [], ...extra })
    const before = await auditCount('conferenceSchedule')
    expectFailure(
      await t.admin.post(STAFF_API.conferenceSchedule, {
        menuId,
        days: [day({ sessions: [{ ...s, startTime: '10:00', endTime: '09:00' }] })],
        lang: 'en',
      }),
      400,
      'badRequest',
      'en',
      'days.0.sessions.0.endTime',
    )
    expectFailure(
      await t.admin.post(STAFF_API.conferenceSchedule, { menuId, days: [day({}), day({})], lang: 'en' }),
      400,
      'badRequest',
      'en',
      'days.1.day',
    )
    expectFailure(
      await t.admin.post(STAFF_API.conferenceSchedule, { menuId, days: [day({ id: foreign })], lang: 'en' }),
      400,
      'badRequest',
      'en',
      'days.0.id',
    )
    expectFailure(
      await t.admin.post(STAFF_API.conferenceSchedule, {
        menuId,
        days: [day({ sessions: [{ ...s, startTime: '9:00', endTime: '10:00' }] })],
        lang: 'en',
      }),
      400,
      'badRequest',
      'en',
      'days.0.sessions.0.startTime',
    )
    expect(await auditCount('conferenceSchedule')).toBe(before)
    expect((await getConference(menuId)).days).toEqual([])
  })
})

describe('conference/list', () => {
  it('lists what each person may edit or review, with registrations per state', async () => {
    const { menuId, id } = await createConference()
    await t.deps.db
      .insertInto('registration')
      .values(
        ['pending', 'accepted', 'accepted'].map((state, i) => ({
          meeting_id: id,
          email: `l${i}@example.org`,
          confirm_code: `L${process.pid}${serial()}${i}`,
          fields: JSON.stringify({ name: `L${i}` }),
          lang: 'zh',
          state: state as 'pending' | 'accepted',
        })),
      )
      .execute()
    const all = await t.admin.post(STAFF_API.conferenceList, {})
    expectShape(ConferenceListRet, all.json.retMap)
    const row = (all.json.retMap as ConferenceListRet).list.find((r) => r.menuId === menuId)!
    expect(row.counts).toEqual({ pending: 1, accepted: 2 })
    expect([row.mayEdit, row.mayReview]).toEqual([true, true])

    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [id] })
    const theirs = (await reviewer.post(STAFF_API.conferenceList, {})).json.retMap as ConferenceListRet
    expect(theirs.list.map((r) => [r.id, r.mayEdit, r.mayReview])).toEqual([[id, false, true]])

    const newsEditor = await staffSession(t, {
      roles: [ROLE.editor],
      sections: [(await t.deps.db.selectFrom('menu').where('list_template', '=', 'ibrNews').select('id').executeTakeFirstOrThrow()).id],
    })
    expect(((await newsEditor.post(STAFF_API.conferenceList, {})).json.retMap as ConferenceListRet).list).toEqual([])
  })
})
