import { sanitize } from '../../lib/sanitize.js'

/** One reference read from BibTeX or RIS, before it is matched against the site. Empty values are null. */
export interface CitationEntry {
  /** The line the entry starts on, from 1. */
  line: number
  title: string
  /** Each author as the site prints names: given name first ("Xiaoming Wang"), Chinese names surname first. */
  authors: string[]
  journal: string | null
  /** As written; the service checks it is a year. */
  year: string | null
  doi: string | null
  pmid: string | null
  /** Plain text; paragraphs apart by a blank line. */
  abstract: string | null
  url: string | null
  keywords: string[]
}

/** Why part of the text was not read, with the line it is on. */
export interface ReadProblem {
  line: number
  kind: 'unreadable' | 'noTitle' | 'unterminated'
  /** What the parser said (BibTeX), or the entry's key. */
  detail: string
}

export interface CitationRead {
  entries: CitationEntry[]
  problems: ReadProblem[]
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/

/** Whether a text is written in Chinese characters (a title, a name). */
export const isChinese = (text: string) => HAN.test(text)

/**
 * LaTeX's `{\'\i}` comes out as a dotless ı with a combining accent, which no font composes: made the
 * ordinary í. Everything in NFC, so equal names compare equal.
 */
export const composed = (text: string) => text.replace(/\u0131(?=\p{M})/gu, 'i').normalize('NFC')

/** "Wang, Xiaoming" → "Xiaoming Wang"; a name in Chinese characters keeps its order, without a space (surname then given name). */
export function personName(last: string, first: string): string {
  const l = composed(last).trim()
  const f = composed(first).trim()
  if (!f) return l
  if (!l) return f
  return isChinese(l) ? `${l}${f}` : `${f} ${l}`
}

/** A DOI as the site keeps it: without a resolver address or `doi:`, lower case (DOIs are case-insensitive). */
export function normaliseDoi(value: string | null | undefined): string | null {
  const doi = (value ?? '')
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase()
  return doi === '' ? null : doi
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** An abstract as the editor's body: one `<p>` per paragraph, sanitised like every saved body. */
export function abstractHtml(abstract: string | null): string {
  if (!abstract) return ''
  const paragraphs = abstract
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  return sanitize(paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''))
}

/** Trimmed single-spaced text, or null when there is none. */
export const textOrNull = (value: string | null | undefined) => {
  const text = composed(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return text === '' ? null : text
}
