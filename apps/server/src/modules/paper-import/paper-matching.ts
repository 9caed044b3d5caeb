import { AREA_WORDS } from './area-vocabulary.js'
import { RESEARCH_AREAS, type ResearchArea } from '@ibr/contract'
import type { CitationEntry } from './citation-entry.js'
import { isChinese } from './citation-entry.js'

/** A team with every name a paper's author list may carry for it: its leader's and its members'. */
export interface TeamNames {
  id: number
  area: ResearchArea | null
  names: string[]
}

/**
 * A person's name reduced so its spellings meet: case, accents, dots and hyphens dropped, and the
 * words sorted so "Xiaoming Wang" and "Wang Xiaoming" are one; a Chinese name loses its spaces.
 */
export function nameKey(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // . , - ‐ · ・ (escaped: the server's bundle stays ASCII, scripts/bundle-server.mjs)
    .replace(/[.,\-\u2010\u00b7\u30fb]/g, ' ')
    .trim()
  if (isChinese(plain)) return plain.replace(/\s+/g, '')
  return plain.split(/\s+/).filter(Boolean).sort().join(' ')
}

/** The teams whose leader or a member is among the authors, by name. */
export function matchTeams(authors: readonly string[], teams: readonly TeamNames[]): number[] {
  const keys = new Set(authors.map(nameKey).filter(Boolean))
  return teams.filter((t) => t.names.some((n) => keys.has(nameKey(n)))).map((t) => t.id)
}

/**
 * The area a paper most likely belongs to: the one its matched teams share, else the one whose words
 * it has most of; null on a tie or nothing (the person chooses).
 */
export function guessArea(entry: CitationEntry, teams: readonly TeamNames[]): ResearchArea | null {
  const teamAreas = new Set(teams.map((t) => t.area).filter((a): a is ResearchArea => a !== null))
  if (teamAreas.size === 1) return [...teamAreas][0]!
  const text = [entry.title, ...entry.keywords, entry.journal ?? ''].join(' ').toLowerCase()
  const scores = RESEARCH_AREAS.map((area) => ({ area, hits: AREA_WORDS[area].filter((w) => text.includes(w)).length }))
  const best = Math.max(...scores.map((s) => s.hits))
  const top = scores.filter((s) => s.hits === best)
  return best > 0 && top.length === 1 ? top[0]!.area : null
}

/** A title reduced for comparing: case, accents, punctuation and spacing do not make two papers. */
export const titleKey = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
