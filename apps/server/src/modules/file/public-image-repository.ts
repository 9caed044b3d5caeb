import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/**
 * Whether the file is an image of the library the site may show (the public site serves public files
 * only), held until the transaction ends: a delete of it waits, then finds the row naming it (a banner,
 * a section, a conference, a site setting). The one rule of every save that picks a library picture.
 */
export async function holdPublicImage(db: Kysely<DB>, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('file')
    .where('id', '=', fileId)
    .where('kind', '=', 'image')
    .where('visibility', '=', 'public')
    .select('id')
    .forShare()
    .executeTakeFirst()
  return row !== undefined
}
