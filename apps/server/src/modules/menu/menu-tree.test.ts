import { describe, expect, it } from 'vitest'
import type { MenuRow } from './menu-repository.js'
import { MenuTree } from './menu-tree.js'
import { SAMPLE_MENU } from '../../test/menu-sample.js'

const row = (id: number, parent_id: number | null, list_template: string, sort = 0): MenuRow => ({
  id,
  parent_id,
  list_template,
  sort,
  name_zh: `菜单${id}`,
  name_en: `Menu ${id}`,
  intro_zh: '',
  intro_en: '',
  picture_id: null,
  out_link: null,
})

describe('MenuTree', () => {
  const tree = new MenuTree([...SAMPLE_MENU.map(([id, parent, template]) => row(id, parent, template)), row(7, 99, 'orphan')])

  it('derives paths and detail types from the templates', () => {
    expect(tree.get(3)).toMatchObject({ path: '/ibrNews/news', detailType: 'ibrNewsnews' })
    expect(tree.get(6)).toMatchObject({ path: '/ibrMeeting/meeting2024/apply', detailType: 'meeting2024apply' })
    expect(tree.byType('ibrNewsnotice')?.row.id).toBe(2)
    expect(tree.sectionOf(tree.get(6)!).row.id).toBe(4)
  })

  it('keeps entries whose parent is hidden out of the tree', () => {
    expect(tree.get(7)).toBeUndefined()
    expect(tree.roots.map((r) => r.row.id)).toEqual([1, 4])
  })
})
