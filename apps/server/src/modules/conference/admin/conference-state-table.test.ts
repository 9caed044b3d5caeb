import { STAFF_API, type ConferenceDetail, type RecordState } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { message, type MessageKey } from '../../../i18n/messages.js'
import { conferenceAdmin } from '../../../test/conference-admin-client.js'
import { useConferenceDesk } from '../../../test/conference-desk.js'
import { addConference } from '../../../test/conference-factory.js'
import { auditActions } from '../../../test/audit-lines.js'
import { RECORD_WORKFLOW, type RecordTransitionName } from '../../records/index.js'
import { bodyOf, consentingForm } from './conference-admin-fixtures.js'

/** Conferences run on the records' table; they have no archive call, and so no archived state staff can reach. */
const t = useConferenceDesk()
const { createConference, getConference: detail } = conferenceAdmin(() => ({ t, admin: t.admin }))

interface Item {
  id: number
  menuId: number
  version: number
}

const withVenue = (c: ConferenceDetail, venue: string) => bodyOf(c, { en: { ...c.en, venue } })

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.admin.post(path, body)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as { version: number; state: RecordState }
}

/** A new conference in `state`: a working copy saved (draft), then submitted (review), or approved at once (published). */
async function reach(state: RecordState): Promise<Item> {
  const { id, menuId } = await addConference(t, { fields: consentingForm() })
  const saved = await t.admin.post(STAFF_API.conferenceSave, withVenue(await detail(menuId), 'Hall Draft'))
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  const version = Number((saved.json.retMap.conference as ConferenceDetail).updatedAt)
  if (state === 'draft') return { id, menuId, version }
  const next = state === 'published' ? STAFF_API.conferenceApprove : STAFF_API.conferenceSubmit
  return { id, menuId, version: (await post(next, { id, version })).version }
}

type Name = Exclude<RecordTransitionName, 'archive'>
const CALLS: Record<Name, (item: Item) => Promise<[string, Record<string, unknown>]>> = {
  save: async (i) => [STAFF_API.conferenceSave, { ...withVenue(await detail(i.menuId), 'Hall Changed'), updatedAt: String(i.version) }],
  submit: async (i) => [STAFF_API.conferenceSubmit, { id: i.id, version: i.version }],
  approve: async (i) => [STAFF_API.conferenceApprove, { id: i.id, version: i.version }],
  reject: async (i) => [STAFF_API.conferenceReject, { id: i.id, version: i.version, comment: 'Name the hall' }],
  restore: async (i) => [STAFF_API.conferenceRestore, { id: i.id, revision: 1 }],
}

/** The actions of a conference's revisions, oldest first. */
const revisionActions = async (id: number) =>
  (
    await t.deps.db
      .selectFrom('record_revision')
      .where('entity', '=', 'conference')
      .where('record_id', '=', id)
      .orderBy('revision')
      .select('action')
      .execute()
  ).map((r) => r.action)

/** What a conference has written: its revisions, audit lines, working copy and public row. */
const written = async (id: number) => {
  const db = t.deps.db
  const count = db.fn.countAll<string>().as('n')
  const [revisions, audit, draft, row] = await Promise.all([
    revisionActions(id),
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
  return { revisions: revisions.length, audit: Number(audit.n), draft, row }
}

const table = RECORD_WORKFLOW.transitions as Record<Name, { from: readonly RecordState[]; to?: RecordState; refusal?: MessageKey }>
const STATES = RECORD_WORKFLOW.states.filter((s) => s !== 'archived')

describe('the conference state table', () => {
  it(`create, from no conference, leads to ${RECORD_WORKFLOW.create.to} with its first revision and audit line`, async () => {
    const { id, menuId } = await createConference()
    const made = await detail(menuId)
    expect([made.state, made.updatedAt]).toEqual([RECORD_WORKFLOW.create.to, '1'])
    expect(await revisionActions(id)).toEqual(['create'])
    expect(await auditActions(t, 'conference', id)).toEqual(['conferenceCreate'])
  })

  for (const name of Object.keys(CALLS) as Name[]) {
    const entry = table[name]
    for (const state of STATES) {
      if (entry.from.includes(state)) {
        it(`${name} from ${state} leads to ${entry.to}`, async () => {
          const item = await reach(state)
          const [path, body] = await CALLS[name](item)
          const res = await t.admin.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(200)
          expect((await detail(item.menuId)).state).toBe(entry.to)
        })
      } else {
        it(`${name} from ${state} is refused and writes nothing`, async () => {
          const item = await reach(state)
          const before = await written(item.id)
          const [path, body] = await CALLS[name](item)
          const res = await t.admin.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(400)
          expect(res.json.msg).toBe(message(entry.refusal!).zh)
          expect(await written(item.id)).toEqual(before)
        })
      }
    }
  }
})
