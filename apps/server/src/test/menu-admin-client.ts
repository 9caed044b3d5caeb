import { MenuChangeRet, ROLE, STAFF_API, type MenuEntryRow, type MenuTreeRet } from '@ibr/contract/staff'
import { expect } from 'vitest'
import { expectShape } from './shape.js'
import { staffSession, type StaffClient } from './staff-factory.js'
import type { TestApp } from './test-app.js'
import { useTestApp } from './use-test-app.js'

/**
 * The menu administration tests' app: the product token `tst`, the public cache on (every change
 * must show in /api/menu/list at once) and an administrator signed in; with the calls below.
 */
export function useMenuAdminApp() {
  const t = useTestApp(async (app) => ({ admin: await staffSession(app, { roles: [ROLE.admin] }) }), {
    PRODUCT: 'tst',
    CACHE_TTL_SECONDS: '60',
    SECTION_CACHE_SECONDS: '600',
  })
  return { t, ...menuAdmin(t) }
}

/**
 * The menu administration tests' calls, made by the administrator of `t` (filled in once the tests
 * start). Every entry they build is under the test site's own `tst…` sections, which `removeAll`
 * takes away again.
 */
function menuAdmin(t: TestApp & { admin: StaffClient }) {
  const save = async (body: Record<string, unknown>, lang = 'en') => t.admin.post(STAFF_API.menuSave, { ...body, lang })
  const saved = async (body: Record<string, unknown>): Promise<MenuChangeRet> => {
    const res = await save(body)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expectShape(MenuChangeRet, res.json.retMap)
    return res.json.retMap
  }
  const entryOf = (tree: MenuTreeRet, id: number) => tree.entries.find((e) => e.id === id) as MenuEntryRow
  let serial = 0
  const names = (what: string) => {
    serial += 1
    return { zh: { name: `${what}栏目${serial}` }, en: { name: `${what} entry ${serial}` } }
  }

  /** A section of the test's own with the given children (templates). */
  async function section(key: 'News' | 'Meeting' | 'Team', children: readonly string[] = []) {
    const top = await saved({ parentId: null, listTemplate: `tst${key}`, ...names(key) })
    const ids: number[] = []
    for (const template of children) ids.push((await saved({ parentId: top.id, listTemplate: template, ...names(template) })).id)
    return { id: top.id, children: ids }
  }

  async function removeAll(template: string) {
    const tree = (await t.admin.post(STAFF_API.menuTree, {})).json.retMap as MenuTreeRet
    const top = tree.entries.find((e) => e.parentId === null && e.listTemplate === template)
    if (!top) return
    const below = (id: number): number[] => tree.entries.filter((e) => e.parentId === id).flatMap((e) => [...below(e.id), e.id])
    for (const id of [...below(top.id), top.id]) await t.deps.db.deleteFrom('menu').where('id', '=', id).execute()
  }

  const publicMenu = async (lang: 'zh' | 'en' = 'en') => {
    const res = await t.post('/api/menu/list', { type: 'top', lang })
    expect(res.status).toBe(200)
    return res.json.retMap.menuList as {
      id: number
      name: string
      path: string
      children: { id: number; name: string; listTemplate: string }[]
    }[]
  }

  return { save, saved, entryOf, names, section, removeAll, publicMenu }
}
