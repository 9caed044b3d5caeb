import { detailType } from '@ibr/contract/templates'
import type { Crumb } from '../../components/breadcrumb/breadcrumb'

/** What this page needs of a menu entry at any depth. */
export interface MenuNode {
  id: number
  name: string
  path: string
  listTemplate: string
  children: readonly MenuNode[]
}

/** Every entry with the entries above it, section first, in menu order. */
function trails(nodes: readonly MenuNode[], above: readonly MenuNode[] = []): MenuNode[][] {
  return nodes.flatMap((node) => {
    const trail = [...above, node]
    return [trail, ...trails(node.children, trail)]
  })
}

/**
 * The entry a detail type names: its parent's template followed by its own (`ibrNewsnotice`,
 * `meeting2024file`). Undefined when no visible entry has it (an old or hand-made link).
 */
export function menuIdOfType(menu: readonly MenuNode[], type: string): number | undefined {
  for (const trail of trails(menu)) {
    const [parent, node] = trail.slice(-2)
    if (trail.length >= 2 && parent && node && detailType(parent.listTemplate, node.listTemplate) === type) return node.id
  }
  return undefined
}

/**
 * The breadcrumb above an item: its section, the conference when there is one, the list it was
 * opened from, then the item. Without the menu (not loaded, entry hidden) the list the server
 * named stands alone.
 */
export function detailCrumbs(
  menu: readonly MenuNode[],
  item: { title: string; menuId: number | null; menuName: string | null; menuPath: string | null },
): Crumb[] {
  const trail = item.menuId === null ? undefined : trails(menu).find((t) => t.at(-1)?.id === item.menuId)
  const steps: Crumb[] = trail
    ? trail.map((node, index) => ({
        label: node.name,
        to: index === trail.length - 1 ? node.path : (node.children[0]?.children[0]?.path ?? node.children[0]?.path ?? node.path),
      }))
    : item.menuName
      ? [{ label: item.menuName, to: item.menuPath ?? undefined }]
      : []
  return [...steps, { label: item.title }]
}
