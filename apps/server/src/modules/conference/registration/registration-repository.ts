import { PLACE_HOLDING_STATES, type RegistrationFieldValues, type RegistrationState } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

const CONFERENCE_COLUMNS = [
  'm.id',
  'm.menu_id',
  'm.token',
  'm.title_zh',
  'm.title_en',
  'm.venue_zh',
  'm.venue_en',
  'm.contact_email',
  'm.registration_open',
  'm.reg_opens',
  'm.reg_deadline',
  'm.form_fields',
  'm.capacity',
  'm.moderated',
  'm.currency',
  'm.time_zone',
  'm.mail_templates',
  'm.reminder_days',
] as const

/** A registration's columns as every read of one answers them (the staff list too). */
export const REGISTRATION_COLUMNS = [
  'r.id',
  'r.meeting_id',
  'r.email',
  'r.confirm_code',
  'r.fields',
  'r.lang',
  'r.created_at',
  'r.state',
  'r.fee',
  'r.paid_at',
  'r.pay_reference',
  'r.paid_by',
  'r.decided_at',
  'r.comment',
  'r.checked_in_at',
  'r.access_key_hash',
  'r.updated_at',
] as const

/** SQL of registrations and of what they need of their conference; takes the caller's transaction. */
export function registrationRepository(db: Kysely<DB>) {
  const conference = () =>
    db
      .selectFrom('meeting as m')
      .select(CONFERENCE_COLUMNS)
      .select([
        sql<string>`to_char(m.start_date, 'YYYY-MM-DD')`.as('start_date'),
        sql<string>`to_char(m.end_date, 'YYYY-MM-DD')`.as('end_date'),
      ])
  const registration = () => db.selectFrom('registration as r').select(REGISTRATION_COLUMNS)

  return {
    conference: (id: number) => conference().where('m.id', '=', id).executeTakeFirst(),
    conferenceByMenu: (menuId: number) => conference().where('m.menu_id', '=', menuId).executeTakeFirst(),
    /**
     * The conference row locked for the rest of the transaction: every change that takes or frees a
     * place runs behind it, one at a time per conference, so two last-place requests cannot both see
     * a free place (docs/registrations.md).
     */
    lockConference: (id: number) => conference().where('m.id', '=', id).forUpdate().executeTakeFirst(),
    conferences: () => conference().orderBy('m.start_date', 'desc').orderBy('m.id').execute(),

    find: (id: number) => registration().where('r.id', '=', id).executeTakeFirst(),
    byCode: (code: string) => registration().where('r.confirm_code', '=', code).executeTakeFirst(),

    /** Rows written elsewhere (a staff import) may keep their case: compare as the form does. */
    async emailTaken(conferenceId: number, email: string, exceptId = 0): Promise<boolean> {
      const row = await db
        .selectFrom('registration')
        .select('id')
        .where('meeting_id', '=', conferenceId)
        .where('id', '<>', exceptId)
        .where(sql<string>`lower(trim(email))`, '=', email)
        .executeTakeFirst()
      return row !== undefined
    },

    /** Registrations holding a place (pending or accepted), leaving one out (the one being changed). */
    async placesTaken(conferenceId: number, exceptId = 0): Promise<number> {
      const row = await db
        .selectFrom('registration')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('meeting_id', '=', conferenceId)
        .where('state', 'in', PLACE_HOLDING_STATES)
        .where('id', '<>', exceptId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** Per field and option value, the registrations holding a place that chose it. */
    async optionCounts(conferenceId: number, exceptId = 0): Promise<Map<string, number>> {
      const rows = await sql<{ field: string; value: string; n: string }>`
        select f.key as field, v.value, count(*) as n
        from registration r
        cross join lateral jsonb_each(r.fields) as f(key, val)
        cross join lateral jsonb_array_elements_text(
          case jsonb_typeof(f.val) when 'array' then f.val else jsonb_build_array(f.val) end) as v(value)
        where r.meeting_id = ${conferenceId} and r.state in ('pending', 'accepted') and r.id <> ${exceptId}
        group by f.key, v.value`.execute(db)
      return new Map(rows.rows.map((r) => [optionKey(r.field, r.value), Number(r.n)]))
    },

    async countsByState(conferenceId: number): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('registration')
        .select(['state', (eb) => eb.fn.countAll<string>().as('n')])
        .where('meeting_id', '=', conferenceId)
        .groupBy('state')
        .execute()
      return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]))
    },

    /** The waiting list, oldest first: who moves up when a place frees. */
    waiting: (conferenceId: number) =>
      registration()
        .where('r.meeting_id', '=', conferenceId)
        .where('r.state', '=', 'waiting')
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute(),

    async insert(values: {
      conferenceId: number
      email: string
      confirmCode: string
      fields: RegistrationFieldValues
      lang: string
      state: RegistrationState
      fee: number
      accessKeyHash: string
    }): Promise<number> {
      const row = await db
        .insertInto('registration')
        .values({
          meeting_id: values.conferenceId,
          email: values.email,
          confirm_code: values.confirmCode,
          fields: JSON.stringify(values.fields),
          lang: values.lang,
          state: values.state,
          fee: values.fee,
          access_key_hash: values.accessKeyHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async update(
      id: number,
      set: Partial<{
        email: string
        fields: RegistrationFieldValues
        fee: number
        state: RegistrationState
        comment: string | null
        decided_at: Date
        decided_by: number | null
        paid_at: Date
        pay_reference: string
        paid_by: number
        checked_in_at: Date
        checked_in_by: number
      }>,
    ): Promise<void> {
      const { fields, ...rest } = set
      await db
        .updateTable('registration')
        .set({ ...rest, ...(fields ? { fields: JSON.stringify(fields) } : {}), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute()
    },

    async attachFiles(registrationId: number, files: readonly { field: string; fileId: string }[]): Promise<void> {
      if (files.length === 0) return
      await db
        .insertInto('registration_file')
        .values(files.map((f) => ({ registration_id: registrationId, field: f.field, file_id: f.fileId })))
        .execute()
    },

    /** Unlinks the files of these fields (a replaced upload); the files stay private until retention purges them. */
    async detachFiles(registrationId: number, fields: readonly string[]): Promise<void> {
      if (fields.length === 0) return
      await db.deleteFrom('registration_file').where('registration_id', '=', registrationId).where('field', 'in', fields).execute()
    },

    files: (registrationIds: readonly number[]) =>
      registrationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('registration_file as rf')
            .innerJoin('file as f', 'f.id', 'rf.file_id')
            .select(['rf.registration_id', 'rf.field', 'f.id', 'f.name', 'f.size', 'f.mime'])
            .where('rf.registration_id', 'in', registrationIds)
            .orderBy('rf.registration_id')
            .orderBy('rf.field')
            .execute(),
  }
}

export const optionKey = (field: string, value: string) => `${field}\u0000${value}`

export type RegistrationRepository = ReturnType<typeof registrationRepository>
export type ConferenceRecord = NonNullable<Awaited<ReturnType<RegistrationRepository['conference']>>>
export type RegistrationRecord = NonNullable<Awaited<ReturnType<RegistrationRepository['find']>>>
