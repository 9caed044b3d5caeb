import { ConferenceSchemas, ROLE, STAFF_API, type ConferenceDetail, type ConferenceSaveBody } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConference, simpleForm } from '../../../test/conference-factory.js'
import { addRegistrations } from '../../../test/registration-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'

/**
 * Conferences through the records workflow (docs/conferences.md): saves go to the working copy, a
 * reviewer of the meeting section approves it onto the public row, revisions and audit lines on the way.
 */
let t: TestApp
let admin: StaffClient
let editor: StaffClient
let reviewer: StaffClient
let newsReviewer: StaffClient
let conferenceReviewer: StaffClient

/** A form the editor's rules accept as it is: the consent required. */
const form = () => simpleForm().map((f) => (f.type === 'consent' ? { ...f, required: true } : f))

const section = (template: string) =>
  t.deps.db.selectFrom('menu').where('parent_id', 'is', null).where('list_template', '=', template).select('id').executeTakeFirstOrThrow()

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '60' })
  const meeting = (await section('ibrMeeting')).id
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Admin' })
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [meeting], name: 'Editor' })
  reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [meeting], name: 'Reviewer' })
  newsReviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [(await section('ibrNews')).id], name: 'News' })
  conferenceReviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], name: 'Registrations' })
})
afterAll(async () => {
  await t.close()
})

async function get(menuId: number, client = editor): Promise<ConferenceDetail> {
  const res = await client.post(STAFF_API.conferenceGet, { menuId, lang: 'en' })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.conference
}

const bodyOf = (c: ConferenceDetail, change: Partial<ConferenceSaveBody> = {}): ConferenceSaveBody => {
  const { id, token, path, days, pages, held, registrations, state, live, comment, submitted, saved, may, ...rest } = c
  void [id, token, path, days, pages, held, registrations, state, live, comment, submitted, saved, may]
  return { ...rest, menuId: c.menuId, ...change }
}

async function save(c: ConferenceDetail, change: Partial<ConferenceSaveBody>, client = editor): Promise<ConferenceDetail> {
  const res = await client.post(STAFF_API.conferenceSave, bodyOf(c, change))
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.conference
}

/** What a refused request must leave alone: the working copies, revisions, audit lines and public rows. */
async function written() {
  const db = t.deps.db
  const n = async (table: 'record_draft' | 'record_revision' | 'audit_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const meetings = await db.selectFrom('meeting').select(['id', 'venue_en', 'capacity', 'status']).orderBy('id').execute()
  return { drafts: await n('record_draft'), revisions: await n('record_revision'), audit: await n('audit_log'), meetings }
}

const publicVenue = async (menuId: number) =>
  (await t.post('/api/meeting/summary', { menuId, lang: 'en' })).json.retMap.meeting.venue as string

describe('a conference in the workflow', () => {
  it('saves into the working copy, goes to review, and a reviewer of the meeting section publishes it', async () => {
    const { menuId, id } = await addConference(t, { fields: form() })
    const before = await get(menuId)
    expect([before.state, before.live, before.may]).toEqual(['published', true, { edit: true, review: false }])
    const venueBefore = await publicVenue(menuId)

    const draft = await save(before, { en: { ...before.en, venue: 'Hall Draft' } })
    expect([draft.state, draft.en.venue, draft.saved?.name]).toEqual(['draft', 'Hall Draft', 'Editor'])
    expect(await publicVenue(menuId)).toBe(venueBefore)

    const submitted = await editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    expect(submitted.json.retMap).toMatchObject({ id, state: 'review' })
    expect((await get(menuId)).state).toBe('review')

    const approved = await reviewer.post(STAFF_API.conferenceApprove, { id, version: submitted.json.retMap.version })
    expect(approved.status, JSON.stringify(approved.json)).toBe(200)
    const after = await get(menuId, reviewer)
    expect([after.state, after.en.venue, after.may.review]).toEqual(['published', 'Hall Draft', true])
    expect(await publicVenue(menuId)).toBe('Hall Draft')

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .where('entity_id', '=', String(id))
      .where('entity', 'in', ['conference', 'meeting'])
      .select(['action', 'entity', 'username'])
      .orderBy('id')
      .execute()
    expect(audit.map((a) => [a.action, a.entity])).toEqual([
      ['conferenceSave', 'conference'],
      ['recordSubmit', 'conference'],
      ['recordApprove', 'conference'],
    ])
  })

  it('sends a working copy back with a comment; revisions are listed with their documents and one is restored', async () => {
    const { menuId, id } = await addConference(t, { fields: form() })
    const first = await save(await get(menuId), { en: { ...(await get(menuId)).en, venue: 'First' } })
    const second = await save(first, { en: { ...first.en, venue: 'Second' } })
    const submitted = await editor.post(STAFF_API.conferenceSubmit, { id, version: Number(second.updatedAt) })
    const rejected = await reviewer.post(STAFF_API.conferenceReject, {
      id,
      version: submitted.json.retMap.version,
      comment: 'Name the hall',
    })
    expect(rejected.json.retMap).toMatchObject({ state: 'draft' })
    const back = await get(menuId)
    expect([back.state, back.comment]).toEqual(['draft', 'Name the hall'])

    const revisions = await editor.post(STAFF_API.conferenceRevisions, { id })
    expectShape(ConferenceSchemas.revisionsRet, revisions.json.retMap)
    const list = revisions.json.retMap.list as { revision: number; action: string; doc: ConferenceDetail }[]
    expect(list.map((r) => [r.action, r.doc.en.venue])).toEqual([
      ['reject', 'Second'],
      ['submit', 'Second'],
      ['save', 'Second'],
      ['save', 'First'],
    ])
    const restored = await editor.post(STAFF_API.conferenceRestore, { id, revision: list[3]!.revision })
    expect(restored.json.retMap).toMatchObject({ state: 'draft' })
    expect((await get(menuId)).en.venue).toBe('First')
  })

  it('moves the waiting list up when a raised capacity is approved, not when it is saved', async () => {
    const { menuId, id } = await addConference(t, { fields: form(), capacity: 1 })
    await addRegistrations(t, id, [{ state: 'accepted' }, { state: 'waiting' }])
    const states = async () =>
      (await t.deps.db.selectFrom('registration').where('meeting_id', '=', id).select('state').orderBy('id').execute()).map((r) => r.state)
    const draft = await save(await get(menuId), { capacity: 2 })
    expect(await states()).toEqual(['accepted', 'waiting'])
    const submitted = await editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    expect((await reviewer.post(STAFF_API.conferenceApprove, { id, version: submitted.json.retMap.version })).status).toBe(200)
    expect(await states()).toEqual(['accepted', 'accepted'])
  })
})

describe('refused workflow steps write nothing', () => {
  let menuId: number
  let id: number
  let version: number
  beforeAll(async () => {
    ;({ menuId, id } = await addConference(t, { fields: form() }))
    const draft = await save(await get(menuId), { en: { ...(await get(menuId)).en, venue: 'Waiting hall' } })
    const submitted = await editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    version = submitted.json.retMap.version
  })

  const cases: [string, () => Promise<{ status: number; json: { code?: string } }>, number, string, string?][] = [
    ['the editor approving (no reviewer role)', () => editor.post(STAFF_API.conferenceApprove, { id, version }), 403, 'noPermission'],
    ['a reviewer of another section approving', () => newsReviewer.post(STAFF_API.conferenceApprove, { id, version }), 403, 'noPermission'],
    ['a conference reviewer approving', () => conferenceReviewer.post(STAFF_API.conferenceApprove, { id, version }), 403, 'noPermission'],
    [
      'a conference reviewer saving',
      async () => conferenceReviewer.post(STAFF_API.conferenceSave, bodyOf(await get(menuId, admin))),
      403,
      'noPermission',
    ],
    ['a stale version', () => reviewer.post(STAFF_API.conferenceApprove, { id, version: version - 1 }), 409, 'conflict', 'updatedAt'],
    [
      'a stale save',
      async () => editor.post(STAFF_API.conferenceSave, bodyOf(await get(menuId), { updatedAt: '1' })),
      409,
      'conflict',
      'updatedAt',
    ],
    [
      'a bad save',
      async () => editor.post(STAFF_API.conferenceSave, bodyOf(await get(menuId), { capacity: -1 })),
      400,
      'badRequest',
      'capacity',
    ],
    ['a conference that does not exist', () => reviewer.post(STAFF_API.conferenceApprove, { id: 2147483000, version }), 404, 'notFound'],
    ['a comment missing', () => reviewer.post(STAFF_API.conferenceReject, { id, version, comment: '' }), 400, 'badRequest'],
  ]
  for (const [what, send, status, code, field] of cases) {
    it(what, async () => {
      const before = await written()
      expectFailure(await send(), status, code, 'zh', field)
      expect(await written()).toEqual(before)
    })
  }

  it('nobody but an administrator approves their own change', async () => {
    const own = await addConference(t, { fields: form() })
    const draft = await save(await get(own.menuId, reviewer), { capacity: 5 }, reviewer)
    const submitted = await reviewer.post(STAFF_API.conferenceSubmit, { id: own.id, version: Number(draft.updatedAt) })
    const before = await written()
    expectFailure(
      await reviewer.post(STAFF_API.conferenceApprove, { id: own.id, version: submitted.json.retMap.version }),
      403,
      'noPermission',
    )
    expect(await written()).toEqual(before)
  })
})
