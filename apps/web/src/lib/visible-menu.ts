import { MEETING_PAGES, SECTION_CHILDREN, sectionTemplates, type SectionKey } from '@ibr/contract/templates'
import type { MenuEntry } from '@ibr/contract'

export interface VisibleSection {
  key: SectionKey
  entry: MenuEntry
}

/**
 * The menu entries the site has pages for (an entry is shown only if its list
 * template matches a known route), with their sub-menus filtered the same way.
 */
export function visibleSections(menuList: readonly MenuEntry[], product: string): VisibleSection[] {
  const keyOf = new Map<string, SectionKey>(
    Object.entries(sectionTemplates(product)).map(([key, template]) => [template, key as SectionKey]),
  )
  const sections: VisibleSection[] = []
  for (const entry of menuList) {
    const key = keyOf.get(entry.listTemplate)
    if (!key) continue
    const known: readonly string[] = SECTION_CHILDREN[key]
    const children = entry.children
      .filter((child) => key === 'meeting' || known.includes(child.listTemplate))
      .map((child) =>
        key === 'meeting'
          ? { ...child, children: child.children.filter((leaf) => (MEETING_PAGES as readonly string[]).includes(leaf.listTemplate)) }
          : child,
      )
      .filter((child) => key !== 'meeting' || child.children.length > 0)
    if (children.length > 0) sections.push({ key, entry: { ...entry, children } })
  }
  return sections
}
