import type { MenuEntryRow } from '@ibr/contract/staff'
import type { MenuAdminRow } from './menu-admin-repository.js'

/**
 * The entries as the console shows them: depth first, parents before their children, siblings in
 * menu order, each with its public path. An entry whose parent is missing (archived) is left out, as
 * the site leaves it out.
 */
export function presentMenuEntries(rows: readonly MenuAdminRow[]): MenuEntryRow[] {
  const children = new Map<number | null, MenuAdminRow[]>()
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row])
  const out: MenuEntryRow[] = []
  const visit = (parentId: number | null, parentPath: string) => {
    for (const row of children.get(parentId) ?? []) {
      const path = `${parentPath}/${row.list_template}`
      out.push({
        id: row.id,
        parentId: row.parent_id,
        listTemplate: row.list_template,
        path,
        zh: { name: row.name_zh, intro: row.intro_zh },
        en: { name: row.name_en, intro: row.intro_en },
        hidden: !row.visible,
        outLink: row.out_link,
        pictureId: row.picture_id,
        items: row.items,
        conference: row.conference,
      })
      visit(row.id, path)
    }
  }
  visit(null, '')
  return out
}
