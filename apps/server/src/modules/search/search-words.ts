/**
 * Typo tolerance for Latin words: a query word found nowhere in the index is replaced by
 * the nearest word the index holds. The database offers candidates (trigram distance, and words
 * starting with the same two letters, which catches a swap inside a short name that trigrams miss:
 * "zhnag" and "zhang" share only two of their six trigrams); the edit distance decides here.
 */
import { words } from './search-text.js'

/** A Latin word worth correcting or offering: three letters or more, letters only. */
const LATIN_WORD = /^\p{Script=Latin}{3,40}$/u

/** The distinct Latin words of a text as the index cuts it. */
export function latinWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => LATIN_WORD.test(w)))
}

export const isLatinWord = (word: string) => LATIN_WORD.test(word)

/**
 * Edit distance where swapping two neighbouring letters counts one (optimal string alignment),
 * the commonest typing slip.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[x.length]![y.length]!
}

/** Edits a word of this length may have and still be the word meant: one up to five letters, then two. */
const allowedEdits = (word: string) => ([...word].length <= 5 ? 1 : 2)

/**
 * The candidate nearest to `word` within the edits its length allows; among equals, the one more
 * rows hold. Null when none is near enough.
 */
export function nearestWord(word: string, candidates: readonly { word: string; docs: number }[]): string | null {
  let best: { word: string; distance: number; docs: number } | null = null
  const limit = allowedEdits(word)
  for (const c of candidates) {
    if (c.word === word) continue
    const distance = editDistance(word, c.word)
    if (distance > limit) continue
    if (!best || distance < best.distance || (distance === best.distance && c.docs > best.docs)) best = { ...c, distance }
  }
  return best?.word ?? null
}
