/**
 * The forms of a password (and of what is known of its owner) the strength rules compare, so that
 * spacing, punctuation, full-width letters or doubled letters do not hide a common password or a name.
 */

/** What people put between the parts of a password: spaces, dashes, dots, slashes and the like. */
const SEPARATORS = /[\s\p{Pd}_.,;:/\\|+*~'"`=\u00b7\u30fb]+/gu
/** A year a person might add (1900–2099): it adds a few guesses, not the strength of a character each. */
const YEARS = /(?<!\d)(?:19|20)\d\d(?!\d)/g
/** A character repeated in a row. */
const RUNS = /(.)\1+/gu
/** Digits and symbols at the end, as in `Password123!`. */
const TRAILING = /[\d\W_]+$/u

/**
 * NFKC (full-width `ＰＡＳＳ` → `pass`), lower case, separators removed: `P-a-s-s w o r d` → `password`.
 * The estimate runs on this form as well as on what was typed, and the weaker of the two counts.
 */
export const plainForm = (text: string): string => text.normalize('NFKC').toLowerCase().replace(SEPARATORS, '')

/** The plain form without years: `qwerty2026qwerty` → `qwertyqwerty`, `Zhang Wei 1990` → `zhangwei`. */
export const withoutYears = (text: string): string => {
  const plain = plainForm(text)
  const stripped = plain.replace(YEARS, '')
  return stripped === '' ? plain : stripped
}

/**
 * The plain form with every run of one character made one: compared with the common passwords and the
 * owner's names made the same way, so `ppaasssswwoorrdd` meets `password` (both `pasword`).
 */
export const skeleton = (text: string): string => plainForm(text).replace(RUNS, '$1')

/** The skeleton without trailing digits and symbols, or the skeleton itself when nothing else is left. */
export const skeletonStem = (text: string): string => {
  const whole = skeleton(text)
  return whole.replace(TRAILING, '') || whole
}

/**
 * What an attacker knows of the person, as words for the estimate: each given text as typed, its plain
 * form and its parts (`Zhang Wei` → `Zhang Wei`, `zhangwei`, `zhang`, `wei`), parts under 3 letters dropped.
 */
export function knownWords(texts: readonly string[]): string[] {
  const words = new Set<string>()
  for (const text of texts) {
    const trimmed = text.trim()
    if (!trimmed) continue
    words.add(trimmed)
    words.add(plainForm(trimmed))
    for (const part of trimmed
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u))
      if (part.length >= 3) words.add(part)
  }
  return [...words].filter((w) => w.length > 0)
}

/**
 * Whether a password is little but the person's and the site's words: once they, years, digits and
 * symbols are taken out, under four characters are left (`Zhang Wei 1990`, `Institute-for-Brain-2026`),
 * whatever the estimate makes of the parts. A password holding none of the words is not judged here.
 */
export function madeOfKnownWords(password: string, words: readonly string[]): boolean {
  const known = [...new Set(words.map(plainForm))].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length)
  const plain = withoutYears(password)
  let rest = plain
  for (const word of known) rest = rest.replaceAll(word, '')
  return rest !== plain && [...rest.replace(/[\p{N}\p{P}\p{S}]+/gu, '')].length < 4
}
