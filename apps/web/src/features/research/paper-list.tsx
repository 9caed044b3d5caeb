import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { areaLabel, messages } from './messages'
import styles from './paper-list.module.css'
import { PinnedBadge } from '../../components/pinned-badge/pinned-badge'

/** Where a paper can be read: its DOI and its PubMed record, each in a new tab. */
const doiUrl = (doi: string) => `https://doi.org/${doi}`
const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`

/**
 * Papers as references: title (opening the paper's page in a new tab), authors, journal and year,
 * research area, and the DOI and PubMed links.
 */
export function PaperList({ items }: { items: readonly ArticleSummary[] }) {
  return (
    <ol className={styles.list}>
      {items.map((paper) => {
        const area = areaLabel(paper.researchArea)
        return (
          <li
            key={paper.id}
            className={styles.paper}
            data-article={paper.id}
            data-pinned={paper.pinned || undefined}
            data-area={paper.researchArea ?? undefined}
            data-year={paper.year ?? undefined}
          >
            <Link to={paths.paperDetail(paper.id)} target="_blank" className={styles.title}>
              {paper.pinned && <PinnedBadge />}
              {paper.title}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
            {paper.authors && (
              <p className={styles.authors}>
                <span className="visually-hidden">{messages.t('authors')} </span>
                {paper.authors}
              </p>
            )}
            <p className={styles.source}>
              {paper.journal && <cite className={styles.journal}>{paper.journal}</cite>}
              {paper.year !== null && <span className={styles.year}>{paper.year}</span>}
              {area && <span className={styles.area}>{area}</span>}
            </p>
            {(paper.doi || paper.pmid) && (
              <p className={styles.links}>
                {paper.doi && (
                  <a href={doiUrl(paper.doi)} target="_blank" rel="noopener noreferrer" className={styles.link} data-doi="">
                    <span className={styles.linkKind}>{messages.t('doi')}</span> {paper.doi}
                    <span className="visually-hidden">{messages.t('opensElsewhere')}</span>
                  </a>
                )}
                {paper.pmid && (
                  <a href={pubmedUrl(paper.pmid)} target="_blank" rel="noopener noreferrer" className={styles.link} data-pubmed="">
                    <span className={styles.linkKind}>{messages.t('pubmed')}</span> {paper.pmid}
                    <span className="visually-hidden">{messages.t('opensElsewhere')}</span>
                  </a>
                )}
              </p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
