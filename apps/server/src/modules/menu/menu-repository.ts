import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { menuColumns } from '../../db/menu-columns.js'
import { isVisible } from '../../db/sql/visible.js'

export type MenuRow = Awaited<ReturnType<ReturnType<typeof menuRepository>['visibleMenus']>>[number]

export function menuRepository(db: Kysely<DB>) {
  return {
    /** Every public menu entry, parents before children, in menu order. The tree is small (tens of rows). */
    visibleMenus() {
      return db
        .selectFrom('menu as m')
        .select(menuColumns)
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
        .select(menuColumns)
        .where('m.status', '<>', 'archived')
        .orderBy('m.parent_id', 'asc')
        .orderBy('m.sort', 'asc')
        .orderBy('m.id', 'asc')
        .execute()
    },
  }
}
