import type { MenuRow } from './menu-repository.js'

/** A menu entry with what is derived from its place in the tree. */
export interface MenuNode {
  row: MenuRow
  parent: MenuNode | null
  children: MenuNode[]
  /** Route path: the list templates from the section down, e.g. /ibrNews/notice. */
  path: string
  /** Detail type of items listed here: parent template + own template, e.g. ibrNewsnotice. */
  detailType: string
}

/** The menu tree with lookups by id and by detail type. Entries whose parent is hidden are hidden too. */
export class MenuTree {
  readonly roots: MenuNode[] = []
  private readonly byId = new Map<number, MenuNode>()
  private readonly byDetailType = new Map<string, MenuNode>()

  constructor(rows: readonly MenuRow[]) {
    const pending = new Map<number | null, MenuRow[]>()
    for (const row of rows) {
      const siblings = pending.get(row.parent_id) ?? []
      siblings.push(row)
      pending.set(row.parent_id, siblings)
    }
    const attach = (parent: MenuNode | null) => {
      for (const row of pending.get(parent?.row.id ?? null) ?? []) {
        const node: MenuNode = {
          row,
          parent,
          children: [],
          path: `${parent?.path ?? ''}/${row.list_template}`,
          detailType: (parent?.row.list_template ?? '') + row.list_template,
        }
        ;(parent ? parent.children : this.roots).push(node)
        this.byId.set(row.id, node)
        if (!this.byDetailType.has(node.detailType)) this.byDetailType.set(node.detailType, node)
        attach(node)
      }
    }
    attach(null)
  }

  get(id: number): MenuNode | undefined {
    return this.byId.get(id)
  }

  byType(detailType: string): MenuNode | undefined {
    return this.byDetailType.get(detailType)
  }

  /** The section (top-level entry) a node belongs to. */
  sectionOf(node: MenuNode): MenuNode {
    let n = node
    while (n.parent) n = n.parent
    return n
  }
}
