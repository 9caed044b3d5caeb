/**
 * How text becomes searchable words. Chinese is written without spaces, and PostgreSQL's
 * parser would take a whole sentence as one word: the text is cut into words here with the ICU word
 * segmenter Node carries (`Intl.Segmenter`, zh word granularity), then handed to the database as
 * words separated by spaces. Queries are cut the same way, so a word matches the same word.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
/** A searchable word holds a letter or a digit; punctuation and spaces are not words. */
const WORDLIKE = /[\p{L}\p{N}]/u
/** Characters a tsquery would read as its own syntax; never part of a word here. */
const QUERY_SYNTAX = /[&|!():*'"\\<>]/g

/** The words of a text, lower-cased, in order. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike || !WORDLIKE.test(segment)) continue
    const word = segment.toLowerCase().replace(QUERY_SYNTAX, '')
    if (word) out.push(word)
  }
  return out
}

/** The text as the index stores it: its words separated by single spaces. */
export const segmented = (text: string) => words(text).join(' ')

/** Most words of a query that count; a longer one is cut (a search box, not a document). */
const QUERY_WORDS_MAX = 12

/**
 * A query as tsquery text for the `simple` configuration: every word must match; with `prefix`, the
 * last one also as a prefix (the person may still be typing it). Null when the query has no word.
 */
export function wordQuery(query: string, { prefix }: { prefix: boolean }): string | null {
  const list = [...new Set(words(query))].slice(0, QUERY_WORDS_MAX)
  if (list.length === 0) return null
  return list.map((w, i) => `'${w}'${prefix && i === list.length - 1 ? ':*' : ''}`).join(' & ')
}

/**
 * A section list's keyword as tsquery text: every word of it must begin a word of the item (each
 * word a prefix, as the keyword box used to find text anywhere in a word). Null when it has no word.
 */
export function prefixQuery(keyword: string): string | null {
  const list = [...new Set(words(keyword))].slice(0, QUERY_WORDS_MAX)
  if (list.length === 0) return null
  return list.map((w) => `'${w}':*`).join(' & ')
}

/** Characters of a snippet around its first match. */
const SNIPPET_CHARS = 140

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A letter or digit of a script that separates its words with spaces (not Han, kana). */
const inSpacedWord = (c: string | undefined) =>
  c !== undefined && /[\p{L}\p{N}\p{M}]/u.test(c) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c)

/**
 * A passage of `text` around the first word of the query found in it, HTML-escaped, every
 * occurrence of a query word wrapped in <mark>. Without a match, the start of the text.
 */
export function snippet(text: string, query: string): string {
  const list = [...new Set(words(query))].filter((w) => w.length > 0).sort((a, b) => b.length - a.length)
  const chars = [...text]
  const lower = text.toLowerCase()
  let first = -1
  for (const w of list) {
    const at = lower.indexOf(w)
    if (at >= 0 && (first < 0 || at < first)) first = at
  }
  // Positions in code points, so a cut never splits a character outside the BMP.
  const firstChar = first < 0 ? 0 : [...text.slice(0, first)].length
  let start = Math.max(0, firstChar - Math.floor(SNIPPET_CHARS / 3))
  let end = Math.min(chars.length, start + SNIPPET_CHARS)
  // A cut inside a word of a spaced script shows a fragment ("…oups"): move it to the word's edge.
  // Chinese and Japanese have no spaces between words, so any character boundary is an edge there.
  if (start > 0 && inSpacedWord(chars[start - 1]) && inSpacedWord(chars[start])) {
    while (start < firstChar && inSpacedWord(chars[start])) start += 1
  }
  while (start < firstChar && /\s/u.test(chars[start]!)) start += 1
  if (end < chars.length && inSpacedWord(chars[end - 1]) && inSpacedWord(chars[end])) {
    let edge = end
    while (edge > firstChar && inSpacedWord(chars[edge - 1])) edge -= 1
    if (edge > firstChar) end = edge
  }
  while (end > start && /\s/u.test(chars[end - 1]!)) end -= 1
  const passage = chars.slice(start, end).join('')
  const marked =
    list.length === 0
      ? escapeHtml(passage)
      : passage
          .split(new RegExp(`(${list.map(escapeRegExp).join('|')})`, 'giu'))
          .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
          .join('')
  return `${start > 0 ? '…' : ''}${marked}${end < chars.length ? '…' : ''}`
}
