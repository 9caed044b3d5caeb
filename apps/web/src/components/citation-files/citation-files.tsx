import type { CiteFormat } from '@ibr/contract/paths'
import type { ReactNode } from 'react'
import styles from './citation-files.module.css'

const FORMATS: readonly [CiteFormat, string][] = [
  ['bib', 'BibTeX'],
  ['ris', 'RIS'],
]

/**
 * "Label: BibTeX · RIS": citation files for a reference manager, as plain links the browser downloads.
 * `hint` is read by screen readers after each format's name (what the file holds); `note` ends the line.
 */
export function CitationFiles({
  label,
  hint,
  href,
  note,
  ...data
}: {
  label: string
  hint: string
  href: (format: CiteFormat) => string
  note?: ReactNode
} & Record<`data-${string}`, string>) {
  return (
    <p className={styles.files} {...data}>
      <span>{label}</span>
      {FORMATS.map(([format, name], i) => (
        <span key={format}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <a href={href(format)} download className={styles.link} data-format={format}>
            {name}
            <span className="visually-hidden">{hint}</span>
          </a>
        </span>
      ))}
      {note && <span className={styles.note}>{note}</span>}
    </p>
  )
}
