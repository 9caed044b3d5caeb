import type { ConferenceFormField, PaymentState, RegistrationFieldValues, RegistrationState } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** A registration as the exports read it, with its uploaded files. */
export interface ExportRegistration {
  id: number
  confirmCode: string
  state: RegistrationState
  payment: PaymentState
  fee: number
  email: string
  lang: string
  fields: RegistrationFieldValues
  createdAt: Date
  checkedInAt: Date | null
  comment: string | null
  payReference: string | null
  paidAt: Date | null
  files: ExportFile[]
}

export interface ExportFile {
  field: string
  fileId: string
  sha256: string
  name: string
  mime: string
  size: number
  createdAt: Date
}

/** The conference an export is about. */
export interface ExportConference {
  id: number
  menuId: number
  token: string
  titleZh: string
  titleEn: string
  timeZone: string
  formFields: ConferenceFormField[]
}

/** Registrations read per query: enough to keep the database busy, few enough that memory stays flat. */
export const EXPORT_BATCH = 500

/** SQL of the exports: the conference of a menu entry, and its registrations in batches by id. */
export function exportRepository(db: Kysely<DB>) {
  return {
    /** The conference whose own menu entry this is, whatever its workflow state (staff export drafts too). */
    async conferenceByMenu(menuId: number): Promise<ExportConference | undefined> {
      const row = await db
        .selectFrom('meeting')
        .where('menu_id', '=', menuId)
        .select(['id', 'menu_id', 'token', 'title_zh', 'title_en', 'time_zone', 'form_fields'])
        .executeTakeFirst()
      if (!row) return undefined
      return {
        id: row.id,
        menuId: row.menu_id,
        token: row.token,
        titleZh: row.title_zh,
        titleEn: row.title_en,
        timeZone: row.time_zone,
        formFields: row.form_fields,
      }
    },

    /** How many registrations and uploaded files the conference has (for the audit line). */
    async counts(conferenceId: number, ids?: readonly number[]): Promise<{ registrations: number; files: number }> {
      const row = await db
        .selectFrom('registration as r')
        .leftJoin('registration_file as rf', 'rf.registration_id', 'r.id')
        .where('r.meeting_id', '=', conferenceId)
        .$if(ids !== undefined, (q) => q.where('r.id', 'in', ids!))
        .select((eb) => [eb.fn.count<string>('r.id').distinct().as('registrations'), eb.fn.count<string>('rf.file_id').as('files')])
        .executeTakeFirstOrThrow()
      return { registrations: Number(row.registrations), files: Number(row.files) }
    },

    /**
     * Every registration of the conference (or those of `ids` that are its) in id order, EXPORT_BATCH at a time (keyset pagination:
     * each query starts after the last id seen, so a long export never holds more than one batch and
     * rows added meanwhile are simply included or not).
     */
    async *registrations(conferenceId: number, ids?: readonly number[], batchSize = EXPORT_BATCH): AsyncGenerator<ExportRegistration[]> {
      let after = 0
      for (;;) {
        const rows = await db
          .selectFrom('registration')
          .where('meeting_id', '=', conferenceId)
          .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
          .where('id', '>', after)
          .orderBy('id')
          .limit(batchSize)
          .select([
            'id',
            'confirm_code',
            'state',
            'fee',
            'email',
            'lang',
            'fields',
            'created_at',
            'checked_in_at',
            'comment',
            'pay_reference',
            'paid_at',
          ])
          .execute()
        if (rows.length === 0) return
        const files = await db
          .selectFrom('registration_file as rf')
          .innerJoin('file as f', 'f.id', 'rf.file_id')
          .where(
            'rf.registration_id',
            'in',
            rows.map((r) => r.id),
          )
          .select(['rf.registration_id', 'rf.field', 'f.id', 'f.sha256', 'f.name', 'f.mime', 'f.size', 'f.created_at'])
          .orderBy('rf.registration_id')
          .orderBy('f.created_at')
          .orderBy('f.id')
          .execute()
        const byRegistration = new Map<number, ExportFile[]>()
        for (const f of files) {
          const list = byRegistration.get(f.registration_id) ?? []
          list.push({ field: f.field, fileId: f.id, sha256: f.sha256, name: f.name, mime: f.mime, size: f.size, createdAt: f.created_at })
          byRegistration.set(f.registration_id, list)
        }
        yield rows.map((r) => ({
          id: r.id,
          confirmCode: r.confirm_code,
          state: r.state,
          payment: r.fee === 0 ? 'none' : r.paid_at ? 'paid' : 'unpaid',
          fee: r.fee,
          email: r.email,
          lang: r.lang,
          fields: r.fields,
          createdAt: r.created_at,
          checkedInAt: r.checked_in_at,
          comment: r.comment,
          payReference: r.pay_reference,
          paidAt: r.paid_at,
          files: byRegistration.get(r.id) ?? [],
        }))
        if (rows.length < batchSize) return
        after = rows[rows.length - 1]!.id
      }
    },
  }
}
