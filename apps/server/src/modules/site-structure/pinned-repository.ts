import { PIN_CANDIDATES_MAX } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

const VISIBLE = sql<boolean>`a.status = 'published' and a.publish_at <= now() and (a.unpublish_at is null or a.unpublish_at > now())`

/** Words of a search as ILIKE patterns, the wildcard characters of each taken literally. */
const patterns = (search: string | undefined) =>
  (search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

/** Items placed in a section with their pin: `article_menu.pinned`, which the public lists read. */
export function pinnedRepository(db: Kysely<DB>) {
  const inSection = (menuId: number) =>
    db
      .selectFrom('article_menu as am')
      .innerJoin('article as a', 'a.id', 'am.article_id')
      .where('am.menu_id', '=', menuId)
      .select(['a.id', 'a.kind', 'a.title_zh', 'a.title_en', 'a.publish_at', 'a.status', 'am.pinned', VISIBLE.as('visible')])

  return {
    /** The item's placement in the section, locked for the transaction; undefined when it is not listed there. */
    placement(menuId: number, articleId: number) {
      return inSection(menuId).where('am.article_id', '=', articleId).forUpdate().executeTakeFirst()
    },

    /** Pinned items in the order the site lists them: pins have no order of their own, the newest comes first. */
    pinned(menuId: number) {
      return inSection(menuId).where('am.pinned', '=', true).orderBy('am.publish_at', 'desc').orderBy('am.article_id', 'desc').execute()
    },

    /** Published items of the section that are not pinned, newest first, whose title has every word searched. */
    candidates(menuId: number, search: string | undefined) {
      let q = inSection(menuId).where('am.pinned', '=', false).where('a.status', '=', 'published')
      for (const like of patterns(search)) q = q.where((eb) => eb.or([eb('a.title_zh', 'ilike', like), eb('a.title_en', 'ilike', like)]))
      return q.orderBy('am.publish_at', 'desc').orderBy('am.article_id', 'desc').limit(PIN_CANDIDATES_MAX).execute()
    },

    async setPinned(menuId: number, articleId: number, pinned: boolean) {
      await db.updateTable('article_menu').set({ pinned }).where('menu_id', '=', menuId).where('article_id', '=', articleId).execute()
    },

    /**
     * The item's working copy keeps the pin too: approving it writes its placements from the copy's
     * `pinnedIn`, and would otherwise undo the pin. The copy's version stays: a pin is no edit of the
     * text, and an editor's open save must not turn into a conflict because of it.
     */
    async pinInWorkingCopy(menuId: number, articleId: number, pinned: boolean) {
      const draft = await db.selectFrom('article_draft').where('article_id', '=', articleId).select('doc').executeTakeFirst()
      if (!draft) return
      const { doc } = draft
      const others = doc.pinnedIn.filter((id) => id !== menuId)
      const pinnedIn = pinned && doc.menuIds.includes(menuId) ? [...others, menuId] : others
      await db
        .updateTable('article_draft')
        .set({ doc: JSON.stringify({ ...doc, pinnedIn }) })
        .where('article_id', '=', articleId)
        .execute()
    },
  }
}

export type PinnedRowData = Awaited<ReturnType<ReturnType<typeof pinnedRepository>['pinned']>>[number]
