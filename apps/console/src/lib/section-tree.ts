import type { Choice } from '../components/field/checkbox-group-field'

/** A menu section as the account forms (scope options) and the content screens (section options) list it. */
interface Section {
  id: number
  name: string
  parentId: number | null
}

/**
 * The menu sections as a tree to choose from: each section under its parent, indented by depth, in
 * the menu's order. A section whose parent is not in the list (not grantable) stands at the top, and
 * a loop in the data cannot hide a section or repeat one.
 */
export function sectionChoices(sections: readonly Section[]): Choice[] {
  const ids = new Set(sections.map((s) => s.id))
  const children = new Map<number | null, Section[]>()
  for (const section of sections) {
    const parent = section.parentId !== null && ids.has(section.parentId) && section.parentId !== section.id ? section.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), section])
  }
  const choices: Choice[] = []
  const placed = new Set<number>()
  const visit = (section: Section, depth: number) => {
    if (placed.has(section.id)) return
    placed.add(section.id)
    choices.push({ value: String(section.id), label: section.name, depth })
    for (const child of children.get(section.id) ?? []) visit(child, depth + 1)
  }
  for (const root of children.get(null) ?? []) visit(root, 0)
  // Sections caught in a loop of parents have no way down from the top: list them at the top.
  for (const section of sections) visit(section, 0)
  return choices
}
