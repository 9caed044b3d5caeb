import type { ArticleSummary } from '@ibr/contract'
import { splitAuthors } from './structured-data.js'

/** A published paper as a citation file states it, in one language. */
export interface CitedPaper {
  title: string
  /** Each author as the site prints the name (given name first; Chinese names surname first). */
  authors: string[]
  journal: string | null
  year: number | null
  doi: string | null
  pmid: string | null
  /** The paper's share page in the language of the file. */
  url: string
}

/** Single spaces only: both formats are line-oriented enough that a line break in a value does harm. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const orNull = (text: string | null) => (text === null || oneLine(text) === '' ? null : oneLine(text))

export function citedPaper(paper: ArticleSummary, url: string): CitedPaper {
  return {
    title: oneLine(paper.title),
    authors: splitAuthors(paper.authors).map(oneLine),
    journal: orNull(paper.journal),
    year: paper.year,
    doi: orNull(paper.doi),
    pmid: orNull(paper.pmid),
    url,
  }
}
