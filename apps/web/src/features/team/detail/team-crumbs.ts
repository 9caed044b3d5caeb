import type { MenuEntry, TeamDetail } from '@ibr/contract'
import { detailType, sectionTemplates } from '@ibr/contract/templates'
import type { Crumb } from '../../../components/breadcrumb/breadcrumb'
import { entryTarget } from '../../../lib/menu-match'
import { settings } from '../../../lib/settings'

/**
 * Home / section / list / team. The list is the one the address's type names (the list the visitor
 * came from); for an unknown type, the team section's list of the team's kind.
 */
export function teamCrumbs(menuList: readonly MenuEntry[], type: string, team: TeamDetail): Crumb[] {
  const section = sectionTemplates(settings.product).team
  let found: { entry: MenuEntry; child: MenuEntry['children'][number] } | null = null
  for (const entry of menuList) {
    const child = entry.children.find((c) => detailType(entry.listTemplate, c.listTemplate) === type)
    if (child) found = { entry, child }
  }
  if (!found) {
    const entry = menuList.find((e) => e.listTemplate === section)
    const child = entry?.children.find((c) => c.listTemplate === team.kind)
    if (entry && child) found = { entry, child }
  }
  if (!found) return [{ label: team.name }]
  return [
    { label: found.entry.name, to: entryTarget(found.entry) },
    { label: found.child.name, to: found.child.path },
    { label: team.name },
  ]
}

/** The address of the list a team belongs to, for the not-found page's way back. */
export function teamListPath(menuList: readonly MenuEntry[]): string | null {
  const entry = menuList.find((e) => e.listTemplate === sectionTemplates(settings.product).team)
  return entry ? entryTarget(entry) : null
}
