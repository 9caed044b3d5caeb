import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { statsRepository } from './stats-repository.js'

/** The key under which every page the site has no route of is counted, one row a day however many there are. */
export const OTHER_PAGE = 'other'

/** How long the menu's routes are trusted before they are read again. */
const ROUTES_TTL_MS = 60_000

/**
 * The site's routes that are not menu entries (apps/web/src/app/routes.tsx): home, search, privacy,
 * the office's pages, a conference's registration (its private part already cut off), an item's
 * detail page and a team's.
 */
const FIXED_ROUTES =
  /^\/(?:home|search|privacy|service\/(?:fault|faq|feedback|links)|registration\/[A-Za-z0-9_-]{1,64}|detail\/[A-Za-z0-9_-]{1,64}\/[1-9][0-9]{0,9}|teamDetail\/[A-Za-z0-9_-]{1,64}\/[1-9][0-9]{0,9}\/[^/]{1,100})$/

interface MenuRoute {
  id: number
  parent_id: number | null
  list_template: string
}

/** Each menu entry's route path, as the site builds it: its parents' list templates and its own (/ibrNews/news). */
export function menuPaths(menus: readonly MenuRoute[]): Map<number, string> {
  const byId = new Map(menus.map((m) => [m.id, m]))
  const paths = new Map<number, string>()
  const pathOf = (id: number, depth = 0): string => {
    const menu = byId.get(id)
    if (!menu || depth > 10) return ''
    return `${menu.parent_id === null ? '' : pathOf(menu.parent_id, depth + 1)}/${menu.list_template}`
  }
  for (const menu of menus) paths.set(menu.id, pathOf(menu.id))
  return paths
}

/** What a page is counted as: itself when the site has its route, else OTHER_PAGE. */
export function pageKey(page: string, menuRoutes: ReadonlySet<string>): string {
  return FIXED_ROUTES.test(page) || menuRoutes.has(page) ? page : OTHER_PAGE
}

/**
 * The menu's route paths, read at most once a minute. While they are read again the last ones
 * answer; a read that fails leaves the last ones (none at first: menu pages then count as other
 * until the next read).
 */
export function siteRoutes(db: Kysely<DB>, now: () => number = Date.now) {
  const repo = statsRepository(db)
  let current: { value?: ReadonlySet<string>; pending: Promise<ReadonlySet<string>>; at: number } | undefined
  const load = (previous: ReadonlySet<string> | undefined) => {
    const entry: NonNullable<typeof current> = {
      value: previous,
      at: now(),
      pending: repo.menuRoutes().then(
        (menus) => (entry.value = new Set(menuPaths(menus).values())),
        () => (entry.value = previous ?? new Set()),
      ),
    }
    current = entry
    return entry
  }
  return () => (current && now() - current.at < ROUTES_TTL_MS ? current : load(current?.value))
}
