import { ROLE, STAFF_API, type ConferenceDetail, type ConferenceSaveBody, type RecordState } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { message, type MessageKey } from '../../../i18n/messages.js'
import { addConference, simpleForm } from '../../../test/conference-factory.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'
import { RECORD_WORKFLOW, type RecordTransitionName } from '../../records/index.js'

/** Conferences run on the records' table; they have no archive call, and so no archived state staff can reach. */
let t: TestApp
let admin: StaffClient

beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Admin' })
})
afterAll(async () => {
  await t.close()
})

interface Item {
  id: number
  menuId: number
  version: number
}

const form = () => simpleForm().map((f) => (f.type === 'consent' ? { ...f, required: true } : f))

async function detail(menuId: number): Promise<ConferenceDetail> {
  const res = await admin.post(STAFF_API.conferenceGet, { menuId })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.conference
}

const bodyOf = (c: ConferenceDetail, venue: string): ConferenceSaveBody => {
  const { id, token, path, days, pages, held, registrations, state, live, comment, submitted, saved, may, ...rest } = c
  void [id, token, path, days, pages, held, registrations, state, live, comment, submitted, saved, may]
  return { ...rest, menuId: c.menuId, en: { ...rest.en, venue } }
}

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await admin.post(path, body)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as { version: number; state: RecordState }
}

/** A new conference in `state`: a working copy saved (draft), then submitted (review), or approved at once (published). */
async function reach(state: RecordState): Promise<Item> {
  const { id, menuId } = await addConference(t, { fields: form() })
  const saved = await admin.post(STAFF_API.conferenceSave, bodyOf(await detail(menuId), 'Hall Draft'))
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  const version = Number((saved.json.retMap.conference as ConferenceDetail).updatedAt)
  if (state === 'draft') return { id, menuId, version }
  const next = state === 'published' ? STAFF_API.conferenceApprove : STAFF_API.conferenceSubmit
  return { id, menuId, version: (await post(next, { id, version })).version }
}

type Name = Exclude<RecordTransitionName, 'archive'>
const CALLS: Record<Name, (item: Item) => Promise<[string, Record<string, unknown>]>> = {
  save: async (i) => [STAFF_API.conferenceSave, { ...bodyOf(await detail(i.menuId), 'Hall Changed'), updatedAt: String(i.version) }],
  submit: async (i) => [STAFF_API.conferenceSubmit, { id: i.id, version: i.version }],
  approve: async (i) => [STAFF_API.conferenceApprove, { id: i.id, version: i.version }],
  reject: async (i) => [STAFF_API.conferenceReject, { id: i.id, version: i.version, comment: 'Name the hall' }],
  restore: async (i) => [STAFF_API.conferenceRestore, { id: i.id, revision: 1 }],
}

/** What a conference has written: its revisions, audit lines, working copy and public row. */
const written = async (id: number) => {
  const db = t.deps.db
  const count = db.fn.countAll<string>().as('n')
  const [revisions, audit, draft, row] = await Promise.all([
    db.selectFrom('record_revision').where('entity', '=', 'conference').where('record_id', '=', id).select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .where('entity_id', '=', String(id))
      .where('entity', 'in', ['conference', 'meeting'])
      .select(count)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('record_draft')
      .where('entity', '=', 'conference')
      .where('record_id', '=', id)
      .select(['status', 'updated_at'])
      .executeTakeFirst(),
    db.selectFrom('meeting').where('id', '=', id).select(['status', 'venue_en', 'updated_at']).executeTakeFirstOrThrow(),
  ])
  return { revisions: Number(revisions.n), audit: Number(audit.n), draft, row }
}

const table = RECORD_WORKFLOW.transitions as Record<Name, { from: readonly RecordState[]; to?: RecordState; refusal?: MessageKey }>
const STATES = RECORD_WORKFLOW.states.filter((s) => s !== 'archived')

describe('the conference state table', () => {
  it(`create, from no conference, leads to ${RECORD_WORKFLOW.create.to} with its first revision and audit line`, async () => {
    const res = await admin.post(STAFF_API.conferenceCreate, {
      token: `stateTable${process.pid}`,
      zh: { title: '状态会议' },
      en: { title: 'State conference' },
      startDate: '2031-05-10',
      endDate: '2031-05-12',
      timeZone: 'Asia/Shanghai',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const { id, menuId } = res.json.retMap as { id: number; menuId: number }
    const made = await detail(menuId)
    expect([made.state, made.updatedAt]).toEqual([RECORD_WORKFLOW.create.to, '1'])
    const db = t.deps.db
    const revisions = await db
      .selectFrom('record_revision')
      .where('entity', '=', 'conference')
      .where('record_id', '=', id)
      .select('action')
      .execute()
    expect(revisions.map((r) => r.action)).toEqual(['create'])
    const audit = await db
      .selectFrom('audit_log')
      .where('entity', '=', 'conference')
      .where('entity_id', '=', String(id))
      .select('action')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['conferenceCreate'])
  })

  for (const name of Object.keys(CALLS) as Name[]) {
    const entry = table[name]
    for (const state of STATES) {
      if (entry.from.includes(state)) {
        it(`${name} from ${state} leads to ${entry.to}`, async () => {
          const item = await reach(state)
          const [path, body] = await CALLS[name](item)
          const res = await admin.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(200)
          expect((await detail(item.menuId)).state).toBe(entry.to)
        })
      } else {
        it(`${name} from ${state} is refused and writes nothing`, async () => {
          const item = await reach(state)
          const before = await written(item.id)
          const [path, body] = await CALLS[name](item)
          const res = await admin.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(400)
          expect(res.json.msg).toBe(message(entry.refusal!).zh)
          expect(await written(item.id)).toEqual(before)
        })
      }
    }
  }
})
