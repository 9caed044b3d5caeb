import { API } from '@ibr/contract'
import { STAFF_API, type RegistrationState } from '@ibr/contract/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { message } from '../../../i18n/messages.js'
import { addConference, filledForm, simpleForm } from '../../../test/conference-factory.js'
import { registerPublicly, useRegistrationDesk } from '../../../test/registration-desk.js'
import { REGISTRATION_WORKFLOW, type RegistrationTransitionName } from './registration-workflow.js'

const t = useRegistrationDesk()
let conference: { id: number; menuId: number }

beforeAll(async () => {
  conference = await addConference(t, { fields: simpleForm(), moderated: true })
})

interface Registration {
  id: number
  code: string
  key: string
}

let serial = 0

/** A registration through the public form (pending: the conference is moderated), then put in `state`. */
async function reach(state: RegistrationState): Promise<Registration> {
  serial += 1
  const { id, confirmCode: code, key } = await registerPublicly(t, conference.menuId, filledForm({ email: `state${serial}@example.org` }))
  const item = { id, code, key }
  if (state === 'withdrawn') {
    expect((await t.post(API.registrationWithdraw, { code, key, lang: 'en' })).status).toBe(200)
  } else if (state !== 'pending') {
    // Set as a factory would: a decision made through the call would issue a new private key.
    await t.deps.db.updateTable('registration').set({ state }).where('id', '=', id).execute()
  }
  return item
}

const take = (name: RegistrationTransitionName, r: Registration) =>
  name === 'withdraw'
    ? t.post(API.registrationWithdraw, { code: r.code, key: r.key, lang: 'zh' })
    : t.admin.post(STAFF_API.registrationDecide, { id: r.id, state: name, comment: 'decided' })

/** What a registration has written: its row and its audit lines. */
const written = async (r: Registration) => {
  const db = t.deps.db
  const [row, audit] = await Promise.all([
    db.selectFrom('registration').where('id', '=', r.id).select(['state', 'comment', 'decided_at', 'updated_at']).executeTakeFirstOrThrow(),
    db.selectFrom('audit_log').where('entity', '=', 'registration').where('entity_id', '=', r.code).select('id').execute(),
  ])
  return { row, audit: audit.length }
}

const table = REGISTRATION_WORKFLOW.transitions as Record<
  RegistrationTransitionName,
  { from: readonly RegistrationState[]; to: RegistrationState; refusal: Parameters<typeof message>[0] }
>

describe('the registration state table', () => {
  for (const name of Object.keys(table) as RegistrationTransitionName[]) {
    const entry = table[name]
    for (const state of REGISTRATION_WORKFLOW.states) {
      if (entry.from.includes(state)) {
        it(`${name} from ${state} leads to ${entry.to}`, async () => {
          const r = await reach(state)
          const res = await take(name, r)
          expect(res.status, JSON.stringify(res.json)).toBe(200)
          expect((await written(r)).row.state).toBe(entry.to)
        })
      } else {
        it(`${name} from ${state} is refused and writes nothing`, async () => {
          const r = await reach(state)
          const before = await written(r)
          const res = await take(name, r)
          expect(res.status, JSON.stringify(res.json)).toBe(409)
          expect(res.json.msg).toBe(message(entry.refusal).zh)
          expect(await written(r)).toEqual(before)
        })
      }
    }
  }
})

describe('a decision the table does not declare', () => {
  /** Everything a decision could write: the row, its audit lines, mail to the registrant, its private key. */
  const everything = async (r: Registration) => {
    const db = t.deps.db
    const [mail, key] = await Promise.all([
      db
        .selectFrom('registration')
        .innerJoin('mail_message', 'mail_message.recipient', 'registration.email')
        .where('registration.id', '=', r.id)
        .select('mail_message.id')
        .execute(),
      db.selectFrom('registration').where('id', '=', r.id).select('access_key_hash').executeTakeFirstOrThrow(),
    ])
    return { ...(await written(r)), mail: mail.length, key }
  }

  it('is refused by the runner, alone or in bulk, before anything is written', async () => {
    const r = await reach('withdrawn')
    const before = await everything(r)
    const refusal = message(table.accepted.refusal).zh
    const alone = await t.admin.post(STAFF_API.registrationDecide, { id: r.id, state: 'accepted', comment: 'decided' })
    expect(alone.status).toBe(409)
    expect(alone.json.msg).toBe(refusal)
    const bulk = await t.admin.post(STAFF_API.registrationBulk, { action: 'decide', state: 'accepted', ids: [r.id] })
    expect(bulk.json.retMap.results).toMatchObject([{ id: r.id, done: false, code: 'conflict', msg: refusal }])
    expect(await everything(r)).toEqual(before)
  })
})
