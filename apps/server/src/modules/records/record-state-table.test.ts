import { ROLE, STAFF_API, type RecordState } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { message, type MessageKey } from '../../i18n/messages.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { teamDoc } from '../../test/team-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { RECORD_WORKFLOW, type RecordTransitionName } from './record-workflow.js'
import { auditActions } from '../../test/audit-lines.js'

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
  version: number
  state: RecordState
}

const ok = (res: { status: number; json: { retMap?: unknown } }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as Item
}

let serial = 0

/** A new team in `state`, through the calls staff make (an administrator may take every step). */
async function reach(state: RecordState): Promise<Item> {
  serial += 1
  const created = ok(await admin.post(STAFF_API.teamSave, { doc: teamDoc({ zh: `状态组${serial}`, en: `State team ${serial}` }) }))
  if (state === 'draft') return created
  const submitted = ok(await admin.post(STAFF_API.teamSubmit, { id: created.id, version: created.version }))
  if (state === 'review') return submitted
  const approved = ok(await admin.post(STAFF_API.teamApprove, { id: created.id, version: submitted.version }))
  if (state === 'published') return approved
  return ok(await admin.post(STAFF_API.teamArchive, { id: created.id }))
}

const CALLS: Record<RecordTransitionName, (item: Item) => [string, Record<string, unknown>]> = {
  save: (i) => [STAFF_API.teamSave, { id: i.id, version: i.version, doc: teamDoc({ zh: `改名${i.id}`, en: `Renamed ${i.id}` }) }],
  submit: (i) => [STAFF_API.teamSubmit, { id: i.id, version: i.version }],
  approve: (i) => [STAFF_API.teamApprove, { id: i.id, version: i.version }],
  reject: (i) => [STAFF_API.teamReject, { id: i.id, version: i.version, comment: '请修改' }],
  restore: (i) => [STAFF_API.teamRestore, { id: i.id, revision: 1 }],
  archive: (i) => [STAFF_API.teamArchive, { id: i.id }],
}

/** What a record has written: its revisions, its audit lines, its working copy. */
const written = async (id: number) => {
  const db = t.deps.db
  const count = db.fn.countAll<string>().as('n')
  const [revisions, audit, draft] = await Promise.all([
    db.selectFrom('record_revision').where('entity', '=', 'team').where('record_id', '=', id).select(count).executeTakeFirstOrThrow(),
    db.selectFrom('audit_log').where('entity', '=', 'team').where('entity_id', '=', String(id)).select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('record_draft')
      .where('entity', '=', 'team')
      .where('record_id', '=', id)
      .select(['status', 'updated_at'])
      .executeTakeFirst(),
  ])
  return { revisions: Number(revisions.n), audit: Number(audit.n), draft }
}

const table = RECORD_WORKFLOW.transitions as Record<
  RecordTransitionName,
  { from: readonly RecordState[]; to?: RecordState; refusal?: MessageKey }
>

describe('the records state table (teams)', () => {
  it(`create, from no record, leads to ${RECORD_WORKFLOW.create.to} with its first revision and audit line`, async () => {
    const made = await reach('draft')
    expect(made.state).toBe(RECORD_WORKFLOW.create.to)
    const db = t.deps.db
    const revisions = await db
      .selectFrom('record_revision')
      .where('entity', '=', 'team')
      .where('record_id', '=', made.id)
      .select(['revision', 'action'])
      .execute()
    expect(revisions.map((r) => r.action)).toEqual(['create'])
    expect(made.version).toBe(revisions[0]!.revision)
    expect(await auditActions(t, 'team', made.id)).toEqual(['recordCreate'])
  })

  for (const name of Object.keys(table) as RecordTransitionName[]) {
    const entry = table[name]
    for (const state of RECORD_WORKFLOW.states) {
      if (entry.from.includes(state)) {
        it(`${name} from ${state}${entry.to ? ` leads to ${entry.to}` : ''}`, async () => {
          const item = await reach(state)
          const [path, body] = CALLS[name](item)
          const after = ok(await admin.post(path, body))
          expect(after.state).toBe(entry.to ?? (state === 'published' ? 'archived' : state))
          const get = ok(await admin.post(STAFF_API.teamGet, { id: item.id }))
          expect(get.state).toBe(after.state)
        })
      } else {
        it(`${name} from ${state} is refused and writes nothing`, async () => {
          const item = await reach(state)
          const before = await written(item.id)
          const [path, body] = CALLS[name](item)
          const res = await admin.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(400)
          expect(res.json.msg).toBe(message(entry.refusal!).zh)
          expect(await written(item.id)).toEqual(before)
        })
      }
    }
  }
})
