import { spreadTimes } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, listedIn, type ArticleSeed } from './insert.js'
import type { Random } from './random.js'

/** When a list's items were published: from `newest` to `oldest` days ago, newest first. */
export interface ListSpan {
  newest: number
  oldest: number
}

/**
 * Fills one section's list: an item for each entry, dated newest first over `span`, each drawing
 * from the list's own random sequence (`label`) and pinned by listedIn's rule. Answers the new ids.
 */
export async function seedList<T>(
  ctx: SeedContext,
  section: { label: string; menu: string; span: ListSpan },
  entries: readonly T[],
  item: (entry: T, k: number, at: Date, rng: Random) => ArticleSeed,
): Promise<number[]> {
  const rng = ctx.rng(section.label)
  const menuId = ctx.menus.get(section.menu)
  const times = spreadTimes(rng, ctx.now, ctx.tz, entries.length, section.span.newest, section.span.oldest)
  const items = entries.map((entry, k) => ({ ...item(entry, k, times[k]!, rng), menus: listedIn(menuId, k, entries.length) }))
  return insertArticles(ctx.db, items)
}
