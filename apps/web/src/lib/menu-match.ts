import type { MenuChild, MenuEntry } from '@ibr/contract'

export interface MenuMatch {
  menu: MenuEntry | null
  subMenu: MenuChild | null
  /** The matched entry's own path: the rest of the location is cut off. */
  path: string | null
}

const NO_MATCH: MenuMatch = { menu: null, subMenu: null, path: null }
const segments = (path: string) => path.split(/[/?#]/).filter(Boolean)

/**
 * The menu entry and sub-menu entry a location belongs to: home and paths outside
 * the menu (detail pages, unknown paths) match nothing; a section path matches by its name, a
 * deeper path also by its sub-menu's name, and anything after that is ignored.
 */
export function matchMenu(menuList: readonly MenuEntry[], pathname: string): MenuMatch {
  const [first, second] = segments(pathname)
  if (!first || first === 'home') return NO_MATCH
  const menu = menuList.find((entry) => segments(entry.path)[0] === first)
  if (!menu) return NO_MATCH
  const subMenu = second ? (menu.children.find((child) => segments(child.path)[1] === second) ?? null) : null
  return { menu, subMenu, path: subMenu?.path ?? menu.path }
}

/** Where choosing an entry leads: its first child's path when it has children (the redirect target). */
export function entryTarget(entry: MenuEntry | MenuChild): string {
  return entry.children[0]?.path ?? entry.path
}
