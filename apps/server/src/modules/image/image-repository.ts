import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'

export function imageRepository(db: Kysely<DB>) {
  return {
    /** A section's images of one type in order; menuId null names the home page. */
    list(menuId: number | null, type: string) {
      return db
        .selectFrom('image as i')
        .innerJoin('file as f', 'f.id', 'i.file_id')
        .where((eb) => isVisible(eb, 'i'))
        .where('f.visibility', '=', 'public')
        .where('i.menu_id', menuId === null ? 'is' : '=', menuId)
        .where('i.type', '=', type)
        .select(['i.id', 'i.file_id', 'i.title_zh', 'i.title_en', 'i.link', 'f.width', 'f.height'])
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute()
    },
  }
}

export type ImageRow = Awaited<ReturnType<ReturnType<typeof imageRepository>['list']>>[number]
