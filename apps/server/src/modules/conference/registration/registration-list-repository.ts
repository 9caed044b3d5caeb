import type { RegistrationListBody } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { REGISTRATION_COLUMNS, type ConferenceRecord } from './registration-repository.js'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of a conference's registrations, newest first, filtered by state, payment, a chosen
 * option, the day registered (in the conference's zone) and a search over the code, the address and
 * every value; with how many match.
 */
export async function listRegistrations(db: Kysely<DB>, conference: ConferenceRecord, body: Omit<RegistrationListBody, 'lang'>) {
  const page = body.page ?? 1
  const pageSize = body.pageSize ?? 20
  let query = db.selectFrom('registration as r').where('r.meeting_id', '=', conference.id)
  if (body.state) query = query.where('r.state', '=', body.state)
  if (body.payment === 'none') query = query.where('r.fee', '=', 0)
  if (body.payment === 'unpaid') query = query.where('r.fee', '>', 0).where('r.paid_at', 'is', null)
  if (body.payment === 'paid') query = query.where('r.fee', '>', 0).where('r.paid_at', 'is not', null)
  if (body.option) {
    const { field, value } = body.option
    query = query.where(sql<boolean>`(r.fields -> ${field} = to_jsonb(${value}::text) or r.fields -> ${field} ? ${value})`)
  }
  if (body.from) query = query.where(sql<boolean>`(r.created_at at time zone ${conference.time_zone})::date >= ${body.from}::date`)
  if (body.to) query = query.where(sql<boolean>`(r.created_at at time zone ${conference.time_zone})::date <= ${body.to}::date`)
  const search = body.search?.trim()
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`
    query = query.where(
      sql<boolean>`(lower(r.confirm_code) like ${like} or lower(r.email) like ${like} or lower(r.fields::text) like ${like})`,
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select(REGISTRATION_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
