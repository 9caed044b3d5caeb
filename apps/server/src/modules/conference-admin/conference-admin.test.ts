import {
  ConferenceCreateRet,
  ConferenceGetRet,
  ConferenceListRet,
  MEETING_PAGES,
  ROLE,
  STAFF_API,
  type ConferenceDetail,
  type ConferenceFormField,
  type ConferenceSaveBody,
} from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/**
 * The conference calls of the console over the real server with the public cache on: each
 * conference here is made by `conference/create`, so no test relies on the demo's two.
 */
let t: TestApp
let admin: StaffClient
let serial = 0

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '60' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

async function createConference(client = admin) {
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

async function getConference(menuId: number, client = admin): Promise<ConferenceDetail> {
  const res = await client.post(STAFF_API.conferenceGet, { menuId, lang: 'en' })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(ConferenceGetRet, res.json.retMap)
  return res.json.retMap.conference
}

/** A save body from what `get` answered: what the editor sends back. */
const bodyOf = (c: ConferenceDetail): ConferenceSaveBody => {
  const {
    id: _id,
    token: _token,
    path: _path,
    days: _days,
    pages: _pages,
    held: _held,
    registrations: _n,
    state: _state,
    live: _live,
    comment: _comment,
    submitted: _submitted,
    saved: _saved,
    may: _may,
    ...rest
  } = c
  return rest
}

/** Sends the working copy to review and approves it, as an administrator may: the public row follows. */
async function publish(menuId: number, client = admin) {
  const c = await getConference(menuId)
  const submitted = await client.post(STAFF_API.conferenceSubmit, { id: c.id, version: Number(c.updatedAt) })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  const approved = await client.post(STAFF_API.conferenceApprove, { id: c.id, version: submitted.json.retMap.version })
  expect(approved.status, JSON.stringify(approved.json)).toBe(200)
  return getConference(menuId)
}

const field = (name: string, type: ConferenceFormField['type'], extra: Partial<ConferenceFormField> = {}): ConferenceFormField => ({
  name,
  type,
  label: { zh: `字段${name}`, en: `Field ${name}` },
  help: { zh: '', en: '' },
  required: false,
  maxLength: 200,
  options: [],
  min: null,
  max: null,
  accept: [],
  maxBytes: 0,
  unitFee: 0,
  ...extra,
})
const option = (value: string, fee = 0, capacity: number | null = null) => ({
  value,
  label: { zh: `选项${value}`, en: `Option ${value}` },
  fee,
  capacity,
})

/** A form with a fee option and a file field. */
const richForm = (): ConferenceFormField[] => [
  field('name', 'text', { required: true }),
  field('email', 'email', { required: true }),
  field('workshop', 'select', { options: [option('A', 30000, 30), option('B', 0)] }),
  field('abstract', 'file', { accept: ['application/pdf'], maxBytes: 5_000_000 }),
  field('privacy', 'consent', { required: true }),
]

const auditCount = async (action: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('audit_log')
        .where('action', '=', action)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const meetingSection = async () =>
  (
    await t.deps.db
      .selectFrom('menu')
      .where('parent_id', 'is', null)
      .where('list_template', '=', 'ibrMeeting')
      .select('id')
      .executeTakeFirstOrThrow()
  ).id

describe('conference/create', () => {
  it('adds the menu entry with its six pages under the conference section, the row, and one audit line; hidden from the public until first approved', async () => {
    const before = await auditCount('conferenceCreate')
    const { menuId, id } = await createConference()
    const entry = await t.deps.db.selectFrom('menu').where('id', '=', menuId).selectAll().executeTakeFirstOrThrow()
    expect(entry.parent_id).toBe(await meetingSection())
    const pages = await t.deps.db
      .selectFrom('menu')
      .where('parent_id', '=', menuId)
      .orderBy('sort')
      .select(['list_template', 'name_en'])
      .execute()
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
    const saved = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), en: { ...c.en, venue: 'Hall 1' } })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect([(await publish(menuId)).live, await shown()]).toEqual([true, true])
    const visiblePages = await t.deps.db
      .selectFrom('menu')
      .where('parent_id', '=', menuId)
      .where('status', '=', 'published')
      .select('id')
      .execute()
    expect(visiblePages).toHaveLength(MEETING_PAGES.length)
    // The menu administration accepts the new token where it stands: renaming the entry is no problem.
    const rename = await admin.post(STAFF_API.menuSave, { id: menuId, en: { name: 'Renamed conference' } })
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
    expectFailure(await admin.post(STAFF_API.conferenceCreate, { ...base, token: taken, lang: 'en' }), 409, 'conflict', 'en', 'token')
    expectFailure(await admin.post(STAFF_API.conferenceCreate, { ...base, token: '1bad', lang: 'zh' }), 400, 'badRequest', 'zh', 'token')
    expectFailure(
      await admin.post(STAFF_API.conferenceCreate, { ...base, token: 'confDates2031', endDate: '2030-12-31', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'endDate',
    )
    expectFailure(
      await admin.post(STAFF_API.conferenceCreate, { ...base, token: 'confZone2031', timeZone: 'Mars/Olympus', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'timeZone',
    )
    expect({ menus: await menus(), audit: await auditCount('conferenceCreate') }).toEqual(before)
  })

  it('is for administrators: an editor of the conference section is refused', async () => {
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [await meetingSection()] })
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

describe('conference/save', () => {
  it('saves texts, settings, templates and a form with a fee option and a file field; sanitises HTML; the public form follows at once', async () => {
    const { menuId } = await createConference()
    const c = await getConference(menuId)
    const applyPage = c.pages.find((p) => p.template === 'apply')!.menuId
    const publicBefore = await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })
    expect(publicBefore.status).toBe(404)
    const before = await auditCount('conferenceSave')
    const body: ConferenceSaveBody = {
      ...bodyOf(c),
      zh: { ...c.zh, venue: '会议中心', summary: '<p>概况<script>alert(1)</script></p>' },
      en: { ...c.en, venue: 'Conference centre', summary: '<p onclick="x()">Overview</p>' },
      contactEmail: 'conf@example.org',
      registrationOpen: true,
      regOpens: '2031-01-01T00:00:00.000Z',
      regDeadline: '2031-05-01T00:00:00.000Z',
      capacity: 200,
      moderated: true,
      reminderDays: 5,
      mailTemplates: { accepted: { en: { subject: 'Welcome {name}', body: 'See you at {conference}' }, zh: { subject: '', body: '' } } },
      formFields: richForm(),
    }
    const res = await admin.post(STAFF_API.conferenceSave, { ...body, menuId, lang: 'en' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const saved = res.json.retMap.conference as ConferenceDetail
    expect(saved.zh.summary).toBe('<p>概况</p>')
    expect(saved.en.summary).toBe('<p>Overview</p>')
    expect(saved.formFields.map((f) => f.name)).toEqual(['name', 'email', 'workshop', 'abstract', 'privacy'])
    expect(saved.formFields[2]!.options[0]).toEqual(option('A', 30000, 30))
    expect(saved.mailTemplates).toEqual({ accepted: { en: { subject: 'Welcome {name}', body: 'See you at {conference}' } } })
    expect(saved.capacity).toBe(200)
    expect(saved.updatedAt).not.toBe(c.updatedAt)
    expect(await auditCount('conferenceSave')).toBe(before + 1)
    expect([saved.state, saved.live]).toEqual(['draft', false])
    // Nothing of it is public before its approval.
    expect((await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })).status).toBe(404)
    expect((await publish(menuId)).state).toBe('published')
    const publicAfter = await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })
    expect(publicAfter.json.retMap.sign.fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'workshop',
      'abstract',
      'privacy',
    ])

    // The same save again changes nothing and writes no audit line.
    const again = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(await getConference(menuId)), menuId, lang: 'en' })
    expect(again.status).toBe(200)
    expect(again.json.retMap.conference.state).toBe('published')
    expect(await auditCount('conferenceSave')).toBe(before + 1)
  })

  describe('refuses bad input with the field at fault, writing nothing', () => {
    let menuId: number
    let c: ConferenceDetail
    beforeAll(async () => {
      menuId = (await createConference()).menuId
      c = await getConference(menuId)
    })
    const form = (change: (fields: ConferenceFormField[]) => void) => {
      const fields = richForm()
      change(fields)
      return { formFields: fields }
    }
    const cases: [string, () => Partial<ConferenceSaveBody>, string][] = [
      ['two fields with one name', () => form((f) => (f[2]!.name = 'name')), 'formFields.2.name'],
      ['a name not matching the pattern', () => form((f) => (f[2]!.name = '2work shop')), 'formFields.2.name'],
      ['two e-mail fields', () => form((f) => f.push(field('email2', 'email'))), 'formFields.5.type'],
      ['no e-mail field', () => form((f) => f.splice(1, 1)), 'formFields'],
      ['a consent that is not required', () => form((f) => (f[4]!.required = false)), 'formFields.4.required'],
      ['an option value twice', () => form((f) => (f[2]!.options[1]!.value = 'A')), 'formFields.2.options.1.value'],
      ['a negative fee', () => form((f) => (f[2]!.options[0]!.fee = -1)), 'formFields.2.options.0.fee'],
      ['a negative option capacity', () => form((f) => (f[2]!.options[0]!.capacity = -5)), 'formFields.2.options.0.capacity'],
      ['a label missing in English', () => form((f) => (f[3]!.label.en = ' ')), 'formFields.3.label.en'],
      ['a negative capacity', () => ({ capacity: -1 }), 'capacity'],
      ['the last day before the first', () => ({ startDate: '2031-05-10', endDate: '2031-05-09' }), 'endDate'],
      [
        'a window that closes before it opens',
        () => ({ regOpens: '2031-03-01T00:00:00Z', regDeadline: '2031-02-01T00:00:00Z' }),
        'regDeadline',
      ],
      ['an unknown time zone', () => ({ timeZone: 'Asia/Atlantis' }), 'timeZone'],
      ['a contact address that is not one', () => ({ contactEmail: 'nobody' }), 'contactEmail'],
      ['a picture the library does not have', () => ({ pictureId: 'AAAAAAAAAAAAAAAAAAAAAA' }), 'pictureId'],
      ['a currency that is not a code', () => ({ currency: 'yuan' }), 'currency'],
    ]
    for (const [what, change, at] of cases) {
      it(what, async () => {
        const before = await auditCount('conferenceSave')
        const res = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: richForm(), ...change(), menuId, lang: 'zh' })
        expectFailure(res, 400, 'badRequest', 'zh', at)
        expect(await auditCount('conferenceSave')).toBe(before)
        expect((await getConference(menuId)).updatedAt).toBe(c.updatedAt)
      })
    }
    it('an unknown menu entry: 404', async () => {
      expectFailure(await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId: 2147483000, lang: 'en' }), 404, 'notFound', 'en')
    })
    it('a stale version: 409', async () => {
      const res = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), updatedAt: '2000-01-01T00:00:00.000000Z', menuId, lang: 'en' })
      expectFailure(res, 409, 'conflict', 'en', 'updatedAt')
    })
  })

  it('keeps a field or an option that registrations hold: removing or renaming either is refused', async () => {
    const { menuId, id } = await createConference()
    const first = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(await getConference(menuId)), formFields: richForm(), menuId })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    await publish(menuId)
    await t.deps.db
      .insertInto('registration')
      .values({
        meeting_id: id,
        email: 'held@example.org',
        confirm_code: `H${process.pid}${serial}`,
        fields: JSON.stringify({ name: 'Held', email: 'held@example.org', workshop: 'A', privacy: 'yes' }),
        lang: 'en',
      })
      .execute()
    const c = await getConference(menuId)
    expect(c.held.fields).toEqual(['email', 'name', 'privacy', 'workshop'])
    expect(c.held.options).toEqual({ workshop: ['A'] })
    expect(c.registrations).toBe(1)
    const withoutOption = richForm()
    withoutOption[2]!.options[0]!.value = 'A1'
    expectFailure(
      await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: withoutOption, menuId, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'formFields.2.options',
    )
    const withoutField = richForm().filter((f) => f.name !== 'workshop')
    const res = await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: withoutField, menuId, lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', 'formFields')
    expect(res.json.msg).toMatch(/workshop/)
    // A field nobody filled in may go; an option nobody chose may be renamed.
    const free = richForm().filter((f) => f.name !== 'abstract')
    free[2]!.options[1]!.value = 'B2'
    expect((await admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: free, menuId })).status).toBe(200)
  })

  it('is for editors of the conference section and administrators; others are refused and nothing is written', async () => {
    const { menuId } = await createConference()
    const c = await getConference(menuId)
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [await meetingSection()] })
    const newsEditor = await staffSession(t, {
      roles: [ROLE.editor, ROLE.reviewer],
      sections: [(await t.deps.db.selectFrom('menu').where('list_template', '=', 'ibrNews').select('id').executeTakeFirstOrThrow()).id],
    })
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [c.id] })
    const before = await auditCount('conferenceSave')
    expectFailure(await newsEditor.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId }), 403, 'noPermission')
    expectFailure(await reviewer.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId }), 403, 'noPermission')
    expectFailure(await newsEditor.post(STAFF_API.conferenceGet, { menuId }), 403, 'noPermission')
    expect(await auditCount('conferenceSave')).toBe(before)
    // The conference's own reviewer reads it (the registrations screen needs its form).
    expect((await getConference(menuId, reviewer)).id).toBe(c.id)
    const res = await editor.post(STAFF_API.conferenceSave, { ...bodyOf(c), en: { ...c.en, venue: 'Hall B' }, menuId })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(await auditCount('conferenceSave')).toBe(before + 1)
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
    const first = await admin.post(STAFF_API.conferenceSchedule, {
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

    const second = await admin.post(STAFF_API.conferenceSchedule, {
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
    const otherDays = await admin.post(STAFF_API.conferenceSchedule, {
      menuId: other.menuId,
      days: [{ day: '2031-05-10', name: { zh: '一', en: 'One' }, sessions: [] }],
    })
    expect(otherDays.status).toBe(200)
    const foreign = (await publish(other.menuId)).days[0]!.id
    const s = { title: { zh: '题', en: 'T' }, speaker: { zh: '', en: '' }, affiliation: { zh: '', en: '' }, place: { zh: '', en: '' } }
    const day = (extra: Record<string, unknown>) => ({ day: '2031-05-10', name: { zh: '一', en: 'One' }, sessions: [], ...extra })
    const before = await auditCount('conferenceSchedule')
    expectFailure(
      await admin.post(STAFF_API.conferenceSchedule, {
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
      await admin.post(STAFF_API.conferenceSchedule, { menuId, days: [day({}), day({})], lang: 'en' }),
      400,
      'badRequest',
      'en',
      'days.1.day',
    )
    expectFailure(
      await admin.post(STAFF_API.conferenceSchedule, { menuId, days: [day({ id: foreign })], lang: 'en' }),
      400,
      'badRequest',
      'en',
      'days.0.id',
    )
    expectFailure(
      await admin.post(STAFF_API.conferenceSchedule, {
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
          confirm_code: `L${process.pid}${serial}${i}`,
          fields: JSON.stringify({ name: `L${i}` }),
          lang: 'zh',
          state: state as 'pending' | 'accepted',
        })),
      )
      .execute()
    const all = await admin.post(STAFF_API.conferenceList, {})
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
