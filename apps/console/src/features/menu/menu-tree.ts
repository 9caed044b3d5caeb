import { menuTemplateChoices, type MenuEntryRow, type MenuTreeRet } from '@ibr/contract/staff-client'

/** An entry with its sub-entries, as the tree shows it. */
export interface MenuNode {
  /** The entry's id: React Aria's collections key their items by it. */
  id: number
  entry: MenuEntryRow
  children: MenuNode[]
}

/** Where an entry stands: its parent (null: a section) and its place among its siblings, from 0. */
export interface Placement {
  parentId: number | null
  index: number
}

export type MoveDirection = 'up' | 'down' | 'in' | 'out'

/** The entries as a tree, in the server's order (parents first, siblings in menu order). */
export function buildTree(entries: readonly MenuEntryRow[]): MenuNode[] {
  const nodes = new Map(entries.map((entry) => [entry.id, { id: entry.id, entry, children: [] as MenuNode[] }]))
  const roots: MenuNode[] = []
  for (const node of nodes.values()) {
    const parent = node.entry.parentId === null ? undefined : nodes.get(node.entry.parentId)
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

export const entryById = (tree: MenuTreeRet, id: number) => tree.entries.find((e) => e.id === id)
export const siblingsUnder = (tree: MenuTreeRet, parentId: number | null) => tree.entries.filter((e) => e.parentId === parentId)

/** Where the entry stands now. */
export function placementOf(tree: MenuTreeRet, id: number): Placement {
  const entry = entryById(tree, id)!
  return { parentId: entry.parentId, index: siblingsUnder(tree, entry.parentId).findIndex((e) => e.id === id) }
}

/** The templates of the entries from the top down to `id` (none for null). */
function templatesTo(tree: MenuTreeRet, id: number | null, moved?: { id: number; parentId: number | null }): string[] {
  const out: string[] = []
  const seen = new Set<number>()
  for (let at = id; at !== null && !seen.has(at);) {
    seen.add(at)
    const entry = entryById(tree, at)
    if (!entry) break
    out.unshift(entry.listTemplate)
    at = moved && at === moved.id ? moved.parentId : entry.parentId
  }
  return out
}

/** Whether `candidate` is the entry itself or lies under it. */
function isWithin(tree: MenuTreeRet, candidate: number | null, id: number): boolean {
  const seen = new Set<number>()
  for (let at = candidate; at !== null && !seen.has(at); at = entryById(tree, at)?.parentId ?? null) {
    if (at === id) return true
    seen.add(at)
  }
  return false
}

/** The templates the site knows at a place, less those another entry there already has. */
export function freeTemplates(tree: MenuTreeRet, parentId: number | null, exceptId?: number): string[] {
  const taken = new Set(
    siblingsUnder(tree, parentId)
      .filter((e) => e.id !== exceptId)
      .map((e) => e.listTemplate),
  )
  return menuTemplateChoices(tree.product, templatesTo(tree, parentId)).filter((template) => !taken.has(template))
}

/**
 * Whether the entry, with its sub-entries, may stand under `parentId`: the server's own check (no
 * loop, a known template free at each place), so the console offers only moves it will accept.
 */
export function canPlaceUnder(tree: MenuTreeRet, id: number, parentId: number | null): boolean {
  const entry = entryById(tree, id)
  if (!entry || isWithin(tree, parentId, id)) return false
  if (entry.parentId !== parentId && !freeTemplates(tree, parentId).includes(entry.listTemplate)) return false
  if (entry.parentId === parentId) return true
  const moved = { id, parentId }
  const fits = (at: MenuEntryRow): boolean =>
    siblingsUnder(tree, at.id).every(
      (child) => menuTemplateChoices(tree.product, templatesTo(tree, at.id, moved)).includes(child.listTemplate) && fits(child),
    )
  return fits(entry)
}

/**
 * Where a keyboard move takes the entry: up or down among its siblings, in (under the sibling above,
 * last) or out (after its parent); null when there is no such place or the site would not accept it there.
 */
export function moveTarget(tree: MenuTreeRet, id: number, direction: MoveDirection): Placement | null {
  const { parentId, index } = placementOf(tree, id)
  const siblings = siblingsUnder(tree, parentId)
  switch (direction) {
    case 'up':
      return index > 0 ? { parentId, index: index - 1 } : null
    case 'down':
      return index < siblings.length - 1 ? { parentId, index: index + 1 } : null
    case 'in': {
      const above = siblings[index - 1]
      if (!above || !canPlaceUnder(tree, id, above.id)) return null
      return { parentId: above.id, index: siblingsUnder(tree, above.id).length }
    }
    case 'out': {
      if (parentId === null) return null
      const parent = placementOf(tree, parentId)
      if (!canPlaceUnder(tree, id, parent.parentId)) return null
      return { parentId: parent.parentId, index: parent.index + 1 }
    }
  }
}

/** Where a drop puts the dragged entry: on an entry (its last child), or before or after one; null where the site would not accept it. */
export function dropPlacement(
  tree: MenuTreeRet,
  draggedId: number,
  target: { key: number; dropPosition: 'on' | 'before' | 'after' },
): Placement | null {
  const over = entryById(tree, target.key)
  if (!over || over.id === draggedId) return null
  const parentId = target.dropPosition === 'on' ? over.id : over.parentId
  if (!canPlaceUnder(tree, draggedId, parentId)) return null
  // The server counts the place among the siblings without the entry moved.
  const others = siblingsUnder(tree, parentId).filter((e) => e.id !== draggedId)
  if (target.dropPosition === 'on') return { parentId, index: others.length }
  const at = others.findIndex((e) => e.id === over.id)
  return { parentId, index: target.dropPosition === 'before' ? at : at + 1 }
}

/** Whether a placement is where the entry already stands. */
export const samePlacement = (a: Placement, b: Placement) => a.parentId === b.parentId && a.index === b.index
