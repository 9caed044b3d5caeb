import type { MenuChild, MenuEntry, MenuLeaf } from '@ibr/contract'

// Menu entries as the server sends them, for tests: each named after its path, its id the path's length.
const fields = (path: string) => ({
  id: path.length,
  name: path,
  picture: null,
  listTemplate: path.split('/').at(-1)!,
  path,
  outLink: null,
})

/** A third-level entry (a conference's page). */
export const menuLeaf = (path: string): MenuLeaf => ({ ...fields(path), children: [] })

/** A second-level entry and its pages. */
export const menuChild = (path: string, children: MenuLeaf[] = []): MenuChild => ({ ...fields(path), children })

/** A section and its entries. */
export const menuEntry = (path: string, children: MenuChild[]): MenuEntry => ({ ...fields(path), children })
