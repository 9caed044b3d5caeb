import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** The rows the smaller record kinds read (tables faq, facility, quick_link) and the lookups their checks make. */
export function kindRowsRepository(db: Kysely<DB>) {
  return {
    faq: (id: number) => db.selectFrom('faq').selectAll().where('id', '=', id).executeTakeFirst(),
    faqList: () =>
      db
        .selectFrom('faq')
        .select(['id', 'question_zh', 'question_en', 'status', 'sort', 'updated_at', 'updated_by'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    facility: (id: number) => db.selectFrom('facility').selectAll().where('id', '=', id).executeTakeFirst(),
    facilityList: () =>
      db
        .selectFrom('facility')
        .select(['id', 'name_zh', 'name_en', 'status', 'sort', 'updated_at', 'updated_by'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    quickLink: (id: number) => db.selectFrom('quick_link').selectAll().where('id', '=', id).executeTakeFirst(),
    quickLinkList: () =>
      db
        .selectFrom('quick_link')
        .select(['id', 'name_zh', 'name_en', 'status', 'grp', 'sort', 'updated_at', 'updated_by'])
        .orderBy('grp')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    /** The kind of a public file of the media library (undefined: none). */
    /** A public file's kind, the row held until the transaction ends: a delete of it waits, then finds the record naming it. */
    publicFileKind: async (id: string) =>
      (await db.selectFrom('file').select('kind').where('id', '=', id).where('visibility', '=', 'public').forShare().executeTakeFirst())
        ?.kind,
    /** The menu entries listing these templates. */
    sectionsListing: async (templates: readonly string[]) =>
      (await db.selectFrom('menu').select('id').where('list_template', 'in', templates).execute()).map((r) => r.id),
  }
}
