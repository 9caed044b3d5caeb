import type { CitedPaper } from './cited-paper.js'

/** The RIS specification ends lines with CR LF, whatever the platform. */
const CRLF = '\r\n'
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/

/**
 * RIS names are "Surname, Given names". The site keeps names given name first, so the last word is
 * the surname; a Chinese name (surname first, no spaces) or a one-word name is written as it is.
 */
export function risName(name: string): string {
  const words = name.split(' ')
  if (words.length < 2 || HAN.test(name)) return name
  return `${words.at(-1)}, ${words.slice(0, -1).join(' ')}`
}

/** `TI  - value`: the tag, two spaces, a dash and a space. */
const tag = (name: string, value: string) => `${name}  - ${value}`

/**
 * One journal article (`TY  - JOUR` … `ER  - `) per paper. The journal is written both as T2, the
 * specification's secondary title, and as JO, which older reference managers read.
 */
export function ris(papers: readonly CitedPaper[]): string {
  return papers
    .map((paper) => {
      const lines = [
        tag('TY', 'JOUR'),
        ...paper.authors.map((author) => tag('AU', risName(author))),
        tag('TI', paper.title),
        ...(paper.journal ? [tag('T2', paper.journal), tag('JO', paper.journal)] : []),
        ...(paper.year === null ? [] : [tag('PY', String(paper.year))]),
        ...(paper.doi ? [tag('DO', paper.doi)] : []),
        ...(paper.pmid ? [tag('AN', paper.pmid)] : []),
        tag('UR', paper.url),
        tag('ER', ''),
      ]
      return lines.join(CRLF) + CRLF
    })
    .join(CRLF)
}
