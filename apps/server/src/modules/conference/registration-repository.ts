import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** SQL of registrations; takes the registration's transaction. */
export function registrationRepository(db: Kysely<DB>) {
  return {
    /** Rows written elsewhere (a staff import) may keep their case: compare as the form does. */
    async emailTaken(conferenceId: number, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('registration')
        .select('id')
        .where('meeting_id', '=', conferenceId)
        .where(sql<string>`lower(trim(email))`, '=', email)
        .executeTakeFirst()
      return row !== undefined
    },

    async insert(values: {
      conferenceId: number
      email: string
      confirmCode: string
      fields: Record<string, string>
      lang: string
    }): Promise<number> {
      const row = await db
        .insertInto('registration')
        .values({
          meeting_id: values.conferenceId,
          email: values.email,
          confirm_code: values.confirmCode,
          fields: JSON.stringify(values.fields),
          lang: values.lang,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async attachFiles(registrationId: number, files: readonly { field: string; fileId: string }[]): Promise<void> {
      if (files.length === 0) return
      await db
        .insertInto('registration_file')
        .values(files.map((f) => ({ registration_id: registrationId, field: f.field, file_id: f.fileId })))
        .execute()
    },
  }
}
