import type { MenuEntryRow, MenuTreeRet } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { buildTree, canPlaceUnder, dropPlacement, freeTemplates, moveTarget } from './menu-tree'

const entry = (id: number, parentId: number | null, listTemplate: string): MenuEntryRow => ({
  id,
  parentId,
  listTemplate,
  path: '',
  zh: { name: `栏目${id}`, intro: '' },
  en: { name: `Entry ${id}`, intro: '' },
  hidden: false,
  outLink: null,
  pictureId: null,
  items: 0,
  conference: false,
})

const tree: MenuTreeRet = {
  product: 'ibr',
  entries: [
    entry(1, null, 'ibrNews'),
    entry(2, 1, 'notice'),
    entry(3, 1, 'news'),
    entry(4, null, 'ibrMeeting'),
    entry(5, 4, 'meeting2024'),
    entry(6, 5, 'apply'),
    entry(7, 4, 'meeting2022'),
    entry(8, 7, 'overview'),
  ],
}

describe('the menu tree in the console', () => {
  it('nests the entries in their order', () => {
    const roots = buildTree(tree.entries)
    expect(roots.map((r) => r.id)).toEqual([1, 4])
    expect(roots[1]!.children.map((c) => [c.id, c.children.map((g) => g.id)])).toEqual([
      [5, [6]],
      [7, [8]],
    ])
  })

  it('offers the known templates not yet used at a place', () => {
    expect(freeTemplates(tree, 1)).toEqual(['video', 'academic', 'procurement'])
    expect(freeTemplates(tree, 1, 2)).toEqual(['notice', 'video', 'academic', 'procurement'])
    expect(freeTemplates(tree, 5)).toEqual(['overview', 'schedule', 'guest', 'file', 'review'])
    expect(freeTemplates(tree, 6)).toEqual([])
  })

  it('accepts a place only where the entry and all under it would be known, never under itself', () => {
    expect(canPlaceUnder(tree, 6, 7)).toBe(true)
    expect(canPlaceUnder(tree, 8, 5)).toBe(true)
    expect(canPlaceUnder(tree, 2, 4)).toBe(false)
    expect(canPlaceUnder(tree, 4, 6)).toBe(false)
    expect(canPlaceUnder(tree, 5, 5)).toBe(false)
    // The conference with its pages cannot go under the news section.
    expect(canPlaceUnder(tree, 5, 1)).toBe(false)
  })

  it('moves by keyboard only to places that exist and that the site accepts', () => {
    expect(moveTarget(tree, 3, 'up')).toEqual({ parentId: 1, index: 0 })
    expect(moveTarget(tree, 3, 'down')).toBeNull()
    expect(moveTarget(tree, 2, 'up')).toBeNull()
    expect(moveTarget(tree, 3, 'in')).toBeNull()
    expect(moveTarget(tree, 2, 'out')).toBeNull()
    expect(moveTarget(tree, 8, 'out')).toBeNull()
    // A conference is no page of another conference.
    expect(moveTarget(tree, 7, 'in')).toBeNull()
  })

  it('turns a drop into the place the server counts, among the siblings without the entry dragged', () => {
    expect(dropPlacement(tree, 2, { key: 3, dropPosition: 'after' })).toEqual({ parentId: 1, index: 1 })
    expect(dropPlacement(tree, 3, { key: 2, dropPosition: 'before' })).toEqual({ parentId: 1, index: 0 })
    expect(dropPlacement(tree, 6, { key: 7, dropPosition: 'on' })).toEqual({ parentId: 7, index: 1 })
    expect(dropPlacement(tree, 6, { key: 8, dropPosition: 'before' })).toEqual({ parentId: 7, index: 0 })
    expect(dropPlacement(tree, 8, { key: 6, dropPosition: 'before' })).toEqual({ parentId: 5, index: 0 })
    expect(dropPlacement(tree, 2, { key: 5, dropPosition: 'on' })).toBeNull()
    expect(dropPlacement(tree, 4, { key: 6, dropPosition: 'after' })).toBeNull()
    expect(dropPlacement(tree, 3, { key: 3, dropPosition: 'on' })).toBeNull()
  })
})
