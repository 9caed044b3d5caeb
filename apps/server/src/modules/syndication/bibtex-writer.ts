import type { CitedPaper } from './cited-paper.js'

/** LaTeX's special characters, each as the escape that prints it. */
const LATEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '&': '\\&',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // Not special to LaTeX, but its default font encoding prints them as ¡ and ¿.
  '<': '\\textless{}',
  '>': '\\textgreater{}',
}

/** Text for a BibTeX field: LaTeX's special characters escaped; everything else (Chinese too) stays UTF-8. */
export const bibtexText = (text: string) => text.replace(/[\\{}%&$#_~^<>]/g, (c) => LATEX_ESCAPES[c]!)

/**
 * A DOI or an address is read verbatim (no LaTeX escapes), so only a brace could break the entry;
 * DOIs and URLs write a brace percent-encoded anyway.
 */
const verbatim = (text: string) => text.replace(/\{/g, '%7B').replace(/\}/g, '%7D')

/** Words a key skips at the start of a title, as Google Scholar's keys do. */
const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with', 'from', 'at', 'by'])

/** Latin letters and digits only: accents dropped (é → e), other scripts left out. Keys stay ASCII for classic BibTeX. */
const asciiWord = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()

/** The key before it is made unique: first author's surname, year, first title word ("wang2024cortical"). */
function baseKey(paper: CitedPaper): string {
  // Names are given name first, so the surname is the last word (a Chinese name gives no Latin letters).
  const surname = asciiWord(paper.authors[0]?.split(' ').at(-1) ?? '')
  const word = paper.title
    .split(/\s+/)
    .map(asciiWord)
    .find((w) => w !== '' && !STOP_WORDS.has(w))
  return `${surname || 'paper'}${paper.year ?? ''}${word ?? ''}`
}

/** a, b, …, z, aa, ab, … */
function letters(n: number): string {
  let out = ''
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) out = String.fromCharCode(97 + ((i - 1) % 26)) + out
  return out
}

/** One key per paper, unique in the list: a key shared by several papers gets a, b, c… on each of them. */
export function citationKeys(papers: readonly CitedPaper[]): string[] {
  const bases = papers.map(baseKey)
  const counts = new Map<string, number>()
  for (const key of bases) counts.set(key, (counts.get(key) ?? 0) + 1)
  const used = new Set(bases.filter((key) => counts.get(key) === 1))
  const next = new Map<string, number>()
  return bases.map((key) => {
    if (counts.get(key) === 1) return key
    let candidate: string
    do {
      const n = next.get(key) ?? 0
      next.set(key, n + 1)
      candidate = `${key}${letters(n)}`
    } while (used.has(candidate))
    used.add(candidate)
    return candidate
  })
}

/** One `@article` per paper, with the fields it has, in the order reference managers write them. */
export function bibtex(papers: readonly CitedPaper[]): string {
  const keys = citationKeys(papers)
  return papers
    .map((paper, i) => {
      const fields: [string, string | null][] = [
        ['author', paper.authors.length ? paper.authors.map(bibtexText).join(' and ') : null],
        ['title', bibtexText(paper.title)],
        ['journal', paper.journal && bibtexText(paper.journal)],
        ['year', paper.year === null ? null : String(paper.year)],
        ['doi', paper.doi && verbatim(paper.doi)],
        ['pmid', paper.pmid && bibtexText(paper.pmid)],
        ['url', verbatim(paper.url)],
      ]
      const lines = fields.flatMap(([name, value]) => (value === null ? [] : [`  ${name} = {${value}}`]))
      return `@article{${keys[i]},\n${lines.join(',\n')}\n}\n`
    })
    .join('\n')
}
