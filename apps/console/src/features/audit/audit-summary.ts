import { ROLE } from '@ibr/contract/staff-client'

/**
 * An audit line's summary as people read it. The server writes codes and instants (`roles: 10,21`,
 * `sections: 9 → 9,12`, `until 2026-05-01T06:30:00.000Z`) so a line stays true when names change;
 * the console shows them as names in its language and times in the site's zone.
 */
export interface SummaryNames {
  role: (code: number) => string | undefined
  section: (id: number) => string | undefined
  conference: (id: number) => string | undefined
  team: (id: number) => string | undefined
  time: (iso: string) => string
  /** The words the server lists codes under, in the console's language. */
  label: (word: ListWord) => string
}

type ListWord = 'roles' | 'sections' | 'conferences' | 'teams'

const ROLE_KEYS = Object.fromEntries(Object.entries(ROLE).map(([key, code]) => [code, key])) as Record<number, keyof typeof ROLE>
export const roleKey = (code: number): `role.${keyof typeof ROLE}` | undefined => (ROLE_KEYS[code] ? `role.${ROLE_KEYS[code]}` : undefined)

// A label the server lists codes under (`roles`, `roles from CAS attribute memberOf`, `sections`…), then a list, maybe `→` another.
const LISTS = /\b(roles(?: from CAS attribute [^:;]+)?|sections|conferences|teams): ([\d,—]+)(?: → ([\d,—]+))?/g
const isWord = (label: string): label is ListWord => ['roles', 'sections', 'conferences', 'teams'].includes(label)
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z\b/g

function names(list: string, name: (id: number) => string | undefined): string {
  if (list === '—') return list
  return list
    .split(',')
    .map((id) => name(Number(id)) ?? id)
    .join(', ')
}

/** The summary with role codes and section, conference and team ids as names, and instants as the console shows times. */
export function readableSummary(summary: string, n: SummaryNames): string {
  return summary
    .replace(LISTS, (_all, label: string, before: string, after?: string) => {
      const name = label === 'sections' ? n.section : label === 'conferences' ? n.conference : label === 'teams' ? n.team : n.role
      const shown = isWord(label) ? n.label(label) : label
      return `${shown}: ${names(before, name)}${after === undefined ? '' : ` → ${names(after, name)}`}`
    })
    .replace(INSTANT, (iso) => n.time(iso))
}
