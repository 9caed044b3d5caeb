import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/visible.js'

export type MenuRow = Awaited<ReturnType<ReturnType<typeof menuRepository>['visibleMenus']>>[number]

const COLUMNS = [
  'm.id',
  'm.parent_id',
  'm.sort',
  'm.list_template',
  'm.name_zh',
  'm.name_en',
  'm.intro_zh',
  'm.intro_en',
  'm.picture_id',
  'm.out_link',
] as const

export function menuRepository(db: Kysely<DB>) {
  return {
    /** Every public menu entry, parents before children, in menu order. The tree is small (tens of rows). */
    visibleMenus() {
      return db
        .selectFrom('menu as m')
        .select(COLUMNS)
        .where((eb) => isVisible(eb, 'm'))
        .orderBy('m.parent_id', 'asc')
        .orderBy('m.sort', 'asc')
        .orderBy('m.id', 'asc')
        .execute()
    },

    /** Every menu entry staff can place items in, hidden and scheduled ones too (not archived ones). */
    staffMenus() {
      return db
        .selectFrom('menu as m')
        .select(COLUMNS)
        .where('m.status', '<>', 'archived')
        .orderBy('m.parent_id', 'asc')
        .orderBy('m.sort', 'asc')
        .orderBy('m.id', 'asc')
        .execute()
    },
  }
}
