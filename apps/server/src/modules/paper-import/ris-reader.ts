import { composed, normaliseDoi, personName, textOrNull, type CitationEntry, type CitationRead } from './citation-entry.js'

/** `TI  - A title`: two characters, two spaces, a dash (some exporters drop the space after it). */
const TAG_LINE = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/
const PUBMED_URL = /pubmed\.ncbi\.nlm\.nih\.gov\/(\d{1,9})/

/** Whether a text looks like RIS: a line starting a reference. */
export const looksLikeRis = (text: string) => /^\s*TY {2}-/m.test(text)

type Tags = Map<string, string[]>

const first = (tags: Tags, ...names: string[]) => {
  for (const name of names) {
    const value = tags.get(name)?.find((v) => v.trim() !== '')
    if (value !== undefined) return value
  }
  return null
}

/** An RIS name: "Wang, Xiaoming" or PubMed's "Wang X" (kept as it is: no comma to tell the parts). */
function risName(raw: string): string {
  const [last = '', given = ''] = raw.split(',', 2)
  return raw.includes(',') ? personName(last, given.replace(/,+$/, '')) : raw.trim()
}

function toEntry(line: number, tags: Tags): CitationEntry {
  const urls = tags.get('UR') ?? []
  const pmid = first(tags, 'AN', 'PM')?.trim()
  const fromUrl = urls.map((u) => PUBMED_URL.exec(u)?.[1]).find(Boolean)
  return {
    line,
    title: textOrNull(first(tags, 'TI', 'T1', 'CT', 'BT')) ?? '',
    authors: [...(tags.get('AU') ?? []), ...(tags.get('A1') ?? [])].map(risName).filter(Boolean),
    journal: textOrNull(first(tags, 'T2', 'JF', 'JO', 'JA', 'J2')),
    year: /\d{4}/.exec(first(tags, 'PY', 'Y1', 'DA') ?? '')?.[0] ?? null,
    doi: normaliseDoi(first(tags, 'DO')),
    pmid: pmid && /^\d{1,9}$/.test(pmid) ? pmid : (fromUrl ?? null),
    abstract: composed(first(tags, 'AB', 'N2') ?? '').trim() || null,
    url: urls.map((u) => u.trim()).find((u) => /^https?:\/\/\S+$/.test(u)) ?? null,
    keywords: (tags.get('KW') ?? []).map((k) => k.trim()).filter(Boolean),
  }
}

/**
 * Reads RIS (EndNote, PubMed, Zotero and journal exports): each reference from `TY` to `ER`, its
 * tags repeated for lists (authors, keywords); a line without a tag continues the value above it
 * (wrapped abstracts).
 */
export function readRis(text: string): CitationRead {
  const result: CitationRead = { entries: [], problems: [] }
  let tags: Tags | null = null
  let start = 0
  let last: { tag: string; index: number } | null = null
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  lines.forEach((raw, i) => {
    const match = TAG_LINE.exec(raw.trimEnd())
    if (!match) {
      if (tags && last && raw.trim() !== '') {
        const values = tags.get(last.tag)!
        values[last.index] = `${values[last.index]}\n${raw.trim()}`
      } else if (last && raw.trim() === '' && tags) {
        const values = tags.get(last.tag)!
        values[last.index] = `${values[last.index]}\n`
      }
      return
    }
    const [, tag = '', value = ''] = match
    if (tag === 'TY') {
      if (tags) result.problems.push({ line: start, kind: 'unterminated', detail: '' })
      tags = new Map()
      start = i + 1
      last = null
      return
    }
    // Lines before the first reference or between two (an exporter's header) are not references.
    if (!tags) return
    if (tag === 'ER') {
      const entry = toEntry(start, tags)
      if (entry.title) result.entries.push(entry)
      else result.problems.push({ line: start, kind: 'noTitle', detail: '' })
      tags = null
      last = null
      return
    }
    const values = tags.get(tag) ?? []
    values.push(value)
    tags.set(tag, values)
    last = { tag, index: values.length - 1 }
  })
  if (tags) result.problems.push({ line: start, kind: 'unterminated', detail: '' })
  return result
}
