import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/visible.js'
import { memoAsync, type Memo } from '../../lib/memo.js'
import { MenuTree } from './menu-tree.js'

export type MenuRow = Awaited<ReturnType<ReturnType<typeof menuRepository>['visibleMenus']>>[number]

export function menuRepository(db: Kysely<DB>) {
  return {
    /** Every public menu entry, parents before children, in menu order. The tree is small (tens of rows). */
    visibleMenus() {
      return db
        .selectFrom('menu as m')
        .select([
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
        ])
        .where((eb) => isVisible(eb, 'm'))
        .orderBy('m.parent_id', 'asc')
        .orderBy('m.sort', 'asc')
        .orderBy('m.id', 'asc')
        .execute()
    },
  }
}

const remembered = new WeakMap<Kysely<DB>, Memo<MenuTree>>()

/**
 * Reuse the menu tree of this database for a while: almost every call resolves a section through
 * it, and a database round trip per request costs more than the rest of a cached-count list page.
 */
export function rememberMenuTree(db: Kysely<DB>, seconds: number) {
  remembered.set(db, memoAsync<MenuTree>(seconds, 1))
}

/** The public menu tree: remembered when rememberMenuTree was called for this database. */
export function loadMenuTree(db: Kysely<DB>): Promise<MenuTree> {
  const read = async () => new MenuTree(await menuRepository(db).visibleMenus())
  return remembered.get(db)?.get('tree', read) ?? read()
}
