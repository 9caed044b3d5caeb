import type { MenuEntry } from '@ibr/contract'
import type { TestApp } from './test-app.js'

/** Finds a menu entry by its route path (e.g. /ibrNews/notice) through the public API, as the site does. */
export async function menuByPath(t: TestApp, path: string): Promise<MenuEntry | MenuEntry['children'][number]> {
  const res = await t.post('/api/menu/list', { type: 'top' })
  const all: any[] = []
  const walk = (items: any[]) =>
    items.forEach((i) => {
      all.push(i)
      walk(i.children)
    })
  walk(res.json.retMap.menuList)
  const found = all.find((m) => m.path === path)
  if (!found) throw new Error(`no menu entry at ${path}`)
  return found
}
