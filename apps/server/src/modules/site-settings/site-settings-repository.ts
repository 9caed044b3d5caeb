import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { holdPublicImage } from '../file/index.js'

/** The saved settings (table site_setting) and the media library's images they may name. */
export function siteSettingsRepository(db: Kysely<DB>) {
  return {
    saved: () => db.selectFrom('site_setting').select(['key', 'value']).execute(),

    /** The kind of a public file of the media library (undefined: none). */
    publicFileKind: async (id: string) =>
      (await db.selectFrom('file').select('kind').where('id', '=', id).where('visibility', '=', 'public').executeTakeFirst())?.kind,

    /** A public image of the library, held until the transaction ends (false: no such image, or deleted meanwhile). */
    holdLibraryImage: (id: string) => holdPublicImage(db, id),

    async remove(key: string): Promise<void> {
      await db.deleteFrom('site_setting').where('key', '=', key).execute()
    },

    async put(key: string, value: string, by: string): Promise<void> {
      await db
        .insertInto('site_setting')
        .values({ key, value, updated_by: by })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: by, updated_at: new Date() }))
        .execute()
    },
  }
}
