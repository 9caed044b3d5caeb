import type { Creator, Entry } from '@retorquere/bibtex-parser'
import { composed, normaliseDoi, personName, textOrNull, type CitationEntry, type CitationRead } from './citation-entry.js'

/** Whether a text looks like BibTeX: an `@type{` or `@type(` entry. */
export const looksLikeBibtex = (text: string) => /@[a-z]+\s*[{(]/i.test(text)

/** Markup the parser writes for LaTeX's italics, bold, small capitals and case protection in titles. */
const TITLE_MARKUP = /<\/?(?:i|b|em|strong|sup|sub|sc|nc|span)(?:\s[^>]*)?>/g

const creatorName = (c: Creator) => (c.name ?? personName(`${c.prefix ? `${c.prefix} ` : ''}${c.lastName ?? ''}`, c.firstName ?? '')).trim()

/** The line of `text` an entry's source starts on, searching on from `from` (entries come in order). */
function lineOf(text: string, input: string, from: number): { line: number; end: number } {
  const at = input ? text.indexOf(input, from) : -1
  if (at < 0) return { line: 0, end: from }
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line += 1
  return { line, end: at + input.length }
}

function toEntry(entry: Entry, line: number): CitationEntry {
  const f = entry.fields
  const pubmed = f.eprinttype?.toLowerCase() === 'pubmed' ? f.eprint : undefined
  const pmid = (f.pmid ?? pubmed ?? '').trim()
  return {
    line,
    title: textOrNull(f.title?.replace(TITLE_MARKUP, '')) ?? '',
    authors: (f.author ?? []).map(creatorName).filter(Boolean),
    journal: textOrNull(f.journal ?? f.journaltitle ?? f.booktitle),
    year: /\d{4}/.exec(f.year ?? f.date ?? '')?.[0] ?? null,
    doi: normaliseDoi(f.doi),
    pmid: /^\d{1,9}$/.test(pmid) ? pmid : null,
    abstract: composed(f.abstract ?? '').trim() || null,
    url: textOrNull(f.url),
    keywords: f.keywords ?? [],
  }
}

/**
 * Reads BibTeX with @retorquere/bibtex-parser (Better BibTeX's parser): @string macros, month names,
 * braces and LaTeX accents (`{\"u}` → ü) come out as Unicode. Titles keep their case: the site
 * prints them as the journal did, so no sentence-casing.
 */
export async function readBibtex(text: string): Promise<CitationRead> {
  // Loaded the first time it is needed: it brings a language model for sentence case that the server
  // should not load on every start for a call made a few times a year.
  const { parse } = await import('@retorquere/bibtex-parser')
  const library = parse(text, { sentenceCase: false, english: false })
  const result: CitationRead = { entries: [], problems: [] }
  for (const error of library.errors) {
    // Where the entry starts, which the person can find; else where the parser stopped.
    const start = lineOf(text, error.input ?? '', 0).line
    const line = start || Number(/line (\d+)/.exec(error.error)?.[1] ?? 0)
    result.problems.push({ line, kind: 'unreadable', detail: error.error })
  }
  let cursor = 0
  for (const entry of library.entries) {
    // An entry the parser gave up on comes back empty; its error is already listed.
    if (Object.keys(entry.fields).length === 0) continue
    const { line, end } = lineOf(text, entry.input, cursor)
    cursor = end
    const read = toEntry(entry, line)
    if (read.title) result.entries.push(read)
    else result.problems.push({ line, kind: 'noTitle', detail: entry.key })
  }
  return result
}
