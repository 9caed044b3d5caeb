import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { messages } from '../messages'
import styles from './team-detail.module.css'

/** The team's selected papers: title (to the paper's page), authors, journal and year, DOI and PubMed links. */
export function TeamPapers({ papers }: { papers: readonly ArticleSummary[] }) {
  return (
    <ol className={styles.papers}>
      {papers.map((paper) => (
        <li key={paper.id} className={styles.paper} data-paper={paper.id}>
          <Link to={paths.detail(paper.templateList[0] ?? 'article', paper.id)} target="_blank" className={styles.paperTitle}>
            {paper.title}
            <span className="visually-hidden">{messages.t('opensNewTab')}</span>
          </Link>
          {paper.authors && <p className={styles.authors}>{paper.authors}</p>}
          <p className={styles.paperMeta}>
            {paper.journal && (
              <cite className={styles.journal}>
                {paper.year ? messages.t('paperMeta', { journal: paper.journal, year: paper.year }) : paper.journal}
              </cite>
            )}
            {paper.doi && (
              <a href={`https://doi.org/${paper.doi}`} target="_blank" rel="noopener noreferrer" data-doi={paper.doi}>
                {messages.t('doi', { doi: paper.doi })}
                <span className="visually-hidden">{messages.t('opensNewTab')}</span>
              </a>
            )}
            {paper.pmid && (
              <a href={`https://pubmed.ncbi.nlm.nih.gov/${paper.pmid}/`} target="_blank" rel="noopener noreferrer">
                {messages.t('pubmed')}
                <span className="visually-hidden">{messages.t('opensNewTab')}</span>
              </a>
            )}
          </p>
        </li>
      ))}
    </ol>
  )
}
