import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { memoAsync } from '../../lib/memo.js'
import { menuRepository } from './menu-repository.js'
import { MenuTree } from './menu-tree.js'

export type { MenuNode, MenuTree } from './menu-tree.js'

/** The public menu tree, kept for a while; one per app, so two apps in one process never share it. */
export interface MenuService {
  /** The tree of visible entries; every section lookup goes through it. */
  tree(): Promise<MenuTree>
  /**
   * Every entry staff can place items in, hidden ones too; read fresh each time (the console's lists
   * are few), in the caller's transaction when given one (the embedded database has one connection).
   */
  staffTree(trx?: Kysely<DB>): Promise<MenuTree>
  /** Forgets the kept tree, so the next call reads the menu again (after staff change it). */
  invalidate(): void
}

/**
 * Almost every call resolves a section through the tree, and a database round trip per request
 * costs more than the rest of a cached-count list page: the tree is kept for `cacheSeconds`.
 */
export function menuService(db: Kysely<DB>, cacheSeconds: number): MenuService {
  const kept = memoAsync<MenuTree>(cacheSeconds, 1)
  const read = async () => new MenuTree(await menuRepository(db).visibleMenus())
  return {
    tree: () => kept.get('tree', read),
    staffTree: async (trx = db) => new MenuTree(await menuRepository(trx).staffMenus()),
    invalidate: () => kept.clear(),
  }
}
