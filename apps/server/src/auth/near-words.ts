/**
 * Typos of dictionary words (`pasword`, `passwrod1`): what zxcvbn's own Levenshtein option finds, at
 * a fraction of its cost. zxcvbn lists every dictionary's keys again for each variant it tries (l33t
 * spellings, a repeat's base): `1234567890` × 2 took 13 s, 95 % of it in that listing. Here the words
 * are grouped by length once, and a form is compared with the words within two letters of its length.
 */

/** The most edits a form may be from a word and still count as that word. */
const MAX_EDITS = 2
/** Forms and words shorter than this are left to the estimate: two edits of a short word are another word. */
const MIN_LENGTH = 6

/** Dictionary words grouped by length, for `nearWord`. */
export type WordsByLength = ReadonlyMap<number, readonly string[]>

export function wordsByLength(words: Iterable<string>): WordsByLength {
  const groups = new Map<number, string[]>()
  for (const word of words) {
    if (word.length < MIN_LENGTH) continue
    const group = groups.get(word.length)
    if (group) group.push(word)
    else groups.set(word.length, [word])
  }
  return groups
}

/** Whether `a` and `b` are at most `max` insertions, deletions or substitutions apart (one row at a time, stopping early). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      best = Math.min(best, current[j]!)
    }
    if (best > max) return false
    previous = current
  }
  return previous[b.length]! <= max
}

/** A dictionary word at most two edits from `form`, or undefined. */
export function nearWord(form: string, words: WordsByLength): string | undefined {
  if (form.length < MIN_LENGTH) return undefined
  for (let length = form.length - MAX_EDITS; length <= form.length + MAX_EDITS; length++) {
    const found = words.get(length)?.find((word) => withinEdits(form, word, MAX_EDITS))
    if (found) return found
  }
  return undefined
}
