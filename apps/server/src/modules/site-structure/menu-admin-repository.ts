import { sql, type Kysely, type Updateable } from 'kysely'
import { menuColumns } from '../../db/menu-columns.js'
import type { DB, MenuTable } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'
import type { SafeHtml } from '../../lib/sanitize.js'

/** One number for every change to the menu's structure (pg_advisory_xact_lock's key). */
const MENU_LOCK = 7_310_201

export type MenuAdminRow = Awaited<ReturnType<ReturnType<typeof menuAdminRepository>['entries']>>[number]

/** A new entry as the service writes it. */
export interface NewMenuEntry {
  parent_id: number | null
  sort: number
  list_template: string
  name_zh: string
  name_en: string
  intro_zh: SafeHtml
  intro_en: SafeHtml
  status: 'published' | 'draft'
  out_link: string | null
  picture_id: string | null
  created_by: string
  updated_by: string
}

/** The menu as staff manage it: every entry but archived ones (the site's own reads are the menu module's). */
export function menuAdminRepository(db: Kysely<DB>) {
  return {
    /**
     * Serialises changes to the menu's structure, so two people moving entries at once cannot both
     * check against the tree before the other's change (and leave a loop or two entries on one path).
     */
    async lock() {
      await sql`select pg_advisory_xact_lock(${MENU_LOCK})`.execute(db)
    },

    /** Every entry, parents before children, in menu order, with what it holds. */
    async entries() {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('menu as m')
          .where('m.status', '<>', 'archived')
          .select([
            ...menuColumns,
            'm.publish_at',
            (eb) => sql<boolean>`${isVisible(eb, 'm')}`.as('visible'),
            sql<boolean>`exists (select 1 from meeting mt where mt.menu_id = m.id)`.as('conference'),
          ])
          .orderBy('m.sort')
          .orderBy('m.id')
          .execute(),
        this.itemCounts(),
      ])
      return rows.map((r) => ({ ...r, items: counts.get(r.id) ?? 0 }))
    },

    /**
     * Items listed in each entry: placed on the public side (any state, archived too, which could be
     * restored) or in a working copy not yet published.
     */
    async itemCounts(only?: number): Promise<Map<number, number>> {
      const rows = await sql<{ menu_id: number; n: number }>`
        select menu_id, count(distinct article_id)::int as n from (
          select menu_id, article_id from article_menu ${only === undefined ? sql`` : sql`where menu_id = ${only}`}
          union all
          select unnest(menu_ids) as menu_id, article_id from article_draft
            ${only === undefined ? sql`` : sql`where ${only} = any(menu_ids)`}
        ) placed
        ${only === undefined ? sql`` : sql`where menu_id = ${only}`}
        group by menu_id`.execute(db)
      return new Map(rows.rows.map((r) => [r.menu_id, r.n]))
    },

    /** What removing an entry would take with it: sub-entries (any state) and an attached conference. */
    async holdings(id: number) {
      const [children, conference, items] = await Promise.all([
        db
          .selectFrom('menu')
          .where('parent_id', '=', id)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        db.selectFrom('meeting').where('menu_id', '=', id).select('id').executeTakeFirst(),
        this.itemCounts(id),
      ])
      return { children: Number(children.n), conference: conference !== undefined, items: items.get(id) ?? 0 }
    },

    async insert(entry: NewMenuEntry): Promise<number> {
      const { id } = await db.insertInto('menu').values(entry).returning('id').executeTakeFirstOrThrow()
      return id
    },

    async update(id: number, set: Updateable<MenuTable>) {
      await db
        .updateTable('menu')
        .set({ ...set, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute()
    },

    /** Puts the entries under `parentId` in this order (the first is the section's redirect target). */
    async order(parentId: number | null, ids: readonly number[], username: string) {
      for (const [sort, id] of ids.entries()) {
        await db
          .updateTable('menu')
          .set({ parent_id: parentId, sort, updated_at: sql`now()`, updated_by: username })
          .where('id', '=', id)
          .execute()
      }
    },

    async remove(id: number) {
      await db.deleteFrom('menu').where('id', '=', id).execute()
    },

    /**
     * Grants of a removed section go with it: staff scopes name sections by id without a foreign key,
     * and an account still naming one could no longer be saved (its sections are checked to exist).
     */
    async dropGrants(id: number): Promise<number> {
      const result = await db.deleteFrom('staff_scope').where('kind', '=', 'section').where('ref_id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
