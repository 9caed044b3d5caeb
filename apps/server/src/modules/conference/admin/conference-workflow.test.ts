import { ConferenceSchemas, ROLE, STAFF_API, type ConferenceDetail, type ConferenceSaveBody } from '@ibr/contract/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { conferenceAdmin } from '../../../test/conference-admin-client.js'
import { addConference } from '../../../test/conference-factory.js'
import { addRegistrations } from '../../../test/registration-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession } from '../../../test/staff-factory.js'
import type { TestApp } from '../../../test/test-app.js'
import { rowCounts } from '../../../test/row-counts.js'
import { useTestApp } from '../../../test/use-test-app.js'
import { bodyOf, consentingForm } from './conference-admin-fixtures.js'

/**
 * Conferences through the records workflow (docs/conferences.md): saves go to the working copy, a
 * reviewer of the conference section approves it onto the public row, revisions and audit lines on the way.
 */
const section = async (t: TestApp, template: string) =>
  (
    await t.deps.db
      .selectFrom('menu')
      .where('parent_id', 'is', null)
      .where('list_template', '=', template)
      .select('id')
      .executeTakeFirstOrThrow()
  ).id

/** Who acts on conferences here: editor and reviewer of the conference section, a reviewer of the news, one of registrations. */
async function conferenceStaff(t: TestApp) {
  const conferences = await section(t, 'ibrMeeting')
  return {
    admin: await staffSession(t, { roles: [ROLE.admin], name: 'Admin' }),
    editor: await staffSession(t, { roles: [ROLE.editor], sections: [conferences], name: 'Editor' }),
    reviewer: await staffSession(t, { roles: [ROLE.reviewer], sections: [conferences], name: 'Reviewer' }),
    newsReviewer: await staffSession(t, { roles: [ROLE.reviewer], sections: [await section(t, 'ibrNews')], name: 'News' }),
    conferenceReviewer: await staffSession(t, { roles: [ROLE.conferenceReviewer], name: 'Registrations' }),
  }
}

const t = useTestApp(conferenceStaff, { CACHE_TTL_SECONDS: '60' })
const { getConference } = conferenceAdmin(() => ({ t, admin: t.admin }))
const get = (menuId: number, client = t.editor) => getConference(menuId, client)

async function save(c: ConferenceDetail, change: Partial<ConferenceSaveBody>, client = t.editor): Promise<ConferenceDetail> {
  const res = await client.post(STAFF_API.conferenceSave, bodyOf(c, change))
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.conference
}

/** What a refused request must leave alone: the working copies, revisions, audit lines and public rows. */
const written = async () => ({
  ...(await rowCounts(t.deps.db, { drafts: 'record_draft', revisions: 'record_revision', audit: 'audit_log' })),
  conferences: await t.deps.db.selectFrom('meeting').select(['id', 'venue_en', 'capacity', 'status']).orderBy('id').execute(),
})

const publicVenue = async (menuId: number) =>
  (await t.post('/api/meeting/summary', { menuId, lang: 'en' })).json.retMap.meeting.venue as string

describe('a conference in the workflow', () => {
  it('saves into the working copy, goes to review, and a reviewer of the conference section publishes it', async () => {
    const { menuId, id } = await addConference(t, { fields: consentingForm() })
    const before = await get(menuId)
    expect([before.state, before.live, before.may]).toEqual(['published', true, { edit: true, review: false }])
    const venueBefore = await publicVenue(menuId)

    const draft = await save(before, { en: { ...before.en, venue: 'Hall Draft' } })
    expect([draft.state, draft.en.venue, draft.saved?.name]).toEqual(['draft', 'Hall Draft', 'Editor'])
    expect(await publicVenue(menuId)).toBe(venueBefore)

    const submitted = await t.editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    expect(submitted.json.retMap).toMatchObject({ id, state: 'review' })
    expect((await get(menuId)).state).toBe('review')

    const approved = await t.reviewer.post(STAFF_API.conferenceApprove, { id, version: submitted.json.retMap.version })
    expect(approved.status, JSON.stringify(approved.json)).toBe(200)
    const after = await get(menuId, t.reviewer)
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
    const { menuId, id } = await addConference(t, { fields: consentingForm() })
    const first = await save(await get(menuId), { en: { ...(await get(menuId)).en, venue: 'First' } })
    const second = await save(first, { en: { ...first.en, venue: 'Second' } })
    const submitted = await t.editor.post(STAFF_API.conferenceSubmit, { id, version: Number(second.updatedAt) })
    const rejected = await t.reviewer.post(STAFF_API.conferenceReject, {
      id,
      version: submitted.json.retMap.version,
      comment: 'Name the hall',
    })
    expect(rejected.json.retMap).toMatchObject({ state: 'draft' })
    const back = await get(menuId)
    expect([back.state, back.comment]).toEqual(['draft', 'Name the hall'])

    const revisions = await t.editor.post(STAFF_API.conferenceRevisions, { id })
    expectShape(ConferenceSchemas.revisionsRet, revisions.json.retMap)
    const list = revisions.json.retMap.list as { revision: number; action: string; doc: ConferenceDetail }[]
    expect(list.map((r) => [r.action, r.doc.en.venue])).toEqual([
      ['reject', 'Second'],
      ['submit', 'Second'],
      ['save', 'Second'],
      ['save', 'First'],
    ])
    const restored = await t.editor.post(STAFF_API.conferenceRestore, { id, revision: list[3]!.revision })
    expect(restored.json.retMap).toMatchObject({ state: 'draft' })
    expect((await get(menuId)).en.venue).toBe('First')
  })

  it('moves the waiting list up when a raised capacity is approved, not when it is saved', async () => {
    const { menuId, id } = await addConference(t, { fields: consentingForm(), capacity: 1 })
    await addRegistrations(t, id, [{ state: 'accepted' }, { state: 'waiting' }])
    const states = async () =>
      (await t.deps.db.selectFrom('registration').where('meeting_id', '=', id).select('state').orderBy('id').execute()).map((r) => r.state)
    const draft = await save(await get(menuId), { capacity: 2 })
    expect(await states()).toEqual(['accepted', 'waiting'])
    const submitted = await t.editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    expect((await t.reviewer.post(STAFF_API.conferenceApprove, { id, version: submitted.json.retMap.version })).status).toBe(200)
    expect(await states()).toEqual(['accepted', 'accepted'])
  })
})

describe('refused workflow steps write nothing', () => {
  let menuId: number
  let id: number
  let version: number
  beforeAll(async () => {
    ;({ menuId, id } = await addConference(t, { fields: consentingForm() }))
    const draft = await save(await get(menuId), { en: { ...(await get(menuId)).en, venue: 'Waiting hall' } })
    const submitted = await t.editor.post(STAFF_API.conferenceSubmit, { id, version: Number(draft.updatedAt) })
    version = submitted.json.retMap.version
  })

  const cases: [string, () => Promise<{ status: number; json: { code?: string } }>, number, string, string?][] = [
    ['the editor approving (no reviewer role)', () => t.editor.post(STAFF_API.conferenceApprove, { id, version }), 403, 'noPermission'],
    [
      'a reviewer of another section approving',
      () => t.newsReviewer.post(STAFF_API.conferenceApprove, { id, version }),
      403,
      'noPermission',
    ],
    ['a conference reviewer approving', () => t.conferenceReviewer.post(STAFF_API.conferenceApprove, { id, version }), 403, 'noPermission'],
    [
      'a conference reviewer saving',
      async () => t.conferenceReviewer.post(STAFF_API.conferenceSave, bodyOf(await get(menuId, t.admin))),
      403,
      'noPermission',
    ],
    ['a stale version', () => t.reviewer.post(STAFF_API.conferenceApprove, { id, version: version - 1 }), 409, 'conflict', 'updatedAt'],
    [
      'a stale save',
      async () => t.editor.post(STAFF_API.conferenceSave, bodyOf(await get(menuId), { updatedAt: '1' })),
      409,
      'conflict',
      'updatedAt',
    ],
    [
      'a bad save',
      async () => t.editor.post(STAFF_API.conferenceSave, bodyOf(await get(menuId), { capacity: -1 })),
      400,
      'badRequest',
      'capacity',
    ],
    ['a conference that does not exist', () => t.reviewer.post(STAFF_API.conferenceApprove, { id: 2147483000, version }), 404, 'notFound'],
    ['a comment missing', () => t.reviewer.post(STAFF_API.conferenceReject, { id, version, comment: '' }), 400, 'badRequest'],
  ]
  for (const [what, send, status, code, field] of cases) {
    it(what, async () => {
      const before = await written()
      expectFailure(await send(), status, code, 'zh', field)
      expect(await written()).toEqual(before)
    })
  }

  it('nobody but an administrator approves their own change', async () => {
    const own = await addConference(t, { fields: consentingForm() })
    const draft = await save(await get(own.menuId, t.reviewer), { capacity: 5 }, t.reviewer)
    const submitted = await t.reviewer.post(STAFF_API.conferenceSubmit, { id: own.id, version: Number(draft.updatedAt) })
    const before = await written()
    expectFailure(
      await t.reviewer.post(STAFF_API.conferenceApprove, { id: own.id, version: submitted.json.retMap.version }),
      403,
      'noPermission',
    )
    expect(await written()).toEqual(before)
  })
})
