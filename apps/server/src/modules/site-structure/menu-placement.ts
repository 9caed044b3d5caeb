import { menuTemplateChoices, menuTemplateFits } from '@ibr/contract/staff'

/** What placing an entry depends on: its parent and its template (and a name to report it by). */
export interface PlacedEntry {
  id: number
  parent_id: number | null
  list_template: string
  name_zh: string
  name_en: string
}

/** Why an entry cannot stand where a change would put it. */
export type Misplacement = { kind: 'unknown'; entry: PlacedEntry; choices: readonly string[] } | { kind: 'taken'; entry: PlacedEntry }

/**
 * The menu as a change would leave it, to check before writing: the entries by id, each with its
 * parent and template. Entries are the staff's (archived ones are not in the menu at all).
 */
export class MenuPlan {
  private readonly byId: Map<number, PlacedEntry>

  constructor(
    private readonly product: string,
    entries: readonly PlacedEntry[],
  ) {
    this.byId = new Map(entries.map((e) => [e.id, { ...e }]))
  }

  get(id: number): PlacedEntry | undefined {
    return this.byId.get(id)
  }

  /** Puts an entry (new or changed) into the plan. */
  set(entry: PlacedEntry): void {
    this.byId.set(entry.id, { ...entry })
  }

  children(parentId: number | null): PlacedEntry[] {
    return [...this.byId.values()].filter((e) => e.parent_id === parentId)
  }

  /** The templates above an entry placed under `parentId`, from the top down. */
  ancestorTemplates(parentId: number | null): string[] {
    const out: string[] = []
    const seen = new Set<number>()
    for (let id = parentId; id !== null && !seen.has(id);) {
      seen.add(id)
      const entry = this.byId.get(id)
      if (!entry) break
      out.unshift(entry.list_template)
      id = entry.parent_id
    }
    return out
  }

  /** Whether `candidate` is the entry `id` itself or lies under it (placing `id` there would make a loop). */
  isWithin(candidate: number | null, id: number): boolean {
    const seen = new Set<number>()
    for (let at = candidate; at !== null && !seen.has(at); at = this.byId.get(at)?.parent_id ?? null) {
      if (at === id) return true
      seen.add(at)
    }
    return false
  }

  /**
   * The first entry of the subtree from `id` down whose template the site would not know where it
   * stands, or which another entry at its level already uses (two entries with one path would hide
   * each other); undefined when every entry fits.
   */
  misplaced(id: number, seen = new Set<number>()): Misplacement | undefined {
    const entry = this.byId.get(id)
    if (!entry || seen.has(id)) return undefined
    seen.add(id)
    const ancestors = this.ancestorTemplates(entry.parent_id)
    if (!menuTemplateFits(this.product, ancestors, entry.list_template))
      return { kind: 'unknown', entry, choices: menuTemplateChoices(this.product, ancestors) }
    if (this.children(entry.parent_id).some((s) => s.id !== id && s.list_template === entry.list_template)) return { kind: 'taken', entry }
    for (const child of this.children(id)) {
      const found = this.misplaced(child.id, seen)
      if (found) return found
    }
    return undefined
  }
}
