import { CITE, type CiteFormat } from '@ibr/contract/paths'
import { currentLang } from '../../i18n'
import styles from './cite-links.module.css'
import { messages } from './messages'

const FORMATS: readonly [CiteFormat, string][] = [
  ['bib', 'BibTeX'],
  ['ris', 'RIS'],
]

/** "Cite: BibTeX · RIS": a published paper's citation file in the reader's language, for a reference manager. */
export function CiteLinks({ id }: { id: number }) {
  return (
    <p className={styles.cite} data-cite="">
      <span>{messages.t('labelled', { label: messages.t('cite') })}</span>
      {FORMATS.map(([format, name], i) => (
        <span key={format}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <a href={`${CITE.paper(id, format)}?lang=${currentLang}`} download className={styles.link} data-format={format}>
            {name}
            <span className="visually-hidden">{messages.t('citeHint')}</span>
          </a>
        </span>
      ))}
    </p>
  )
}
