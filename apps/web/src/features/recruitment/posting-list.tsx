import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { categoryLabel, messages } from './messages'
import { PinnedBadge } from '../../components/pinned-badge/pinned-badge'
import styles from './posting-list.module.css'

/**
 * Job postings: title (opening the posting in a new tab), category, deadline, and whether it is
 * still open, said in words as well as shown in colour.
 */
export function PostingList({ items }: { items: readonly ArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {items.map((job) => (
        <li
          key={job.id}
          className={`${styles.job} ${job.closed ? styles.isClosed : ''}`}
          data-article={job.id}
          data-pinned={job.pinned || undefined}
          data-category={job.category ?? undefined}
          data-closed={job.closed}
        >
          <div className={styles.main}>
            <Link to={paths.detail(job.templateList[0] ?? 'article', job.id)} target="_blank" className={styles.title}>
              {job.pinned && <PinnedBadge />}
              {job.title}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
            {job.subTitle && <p className={styles.summary}>{job.subTitle}</p>}
            <dl className={styles.facts}>
              {job.category && (
                <div>
                  <dt>{messages.t('category')}</dt>
                  <dd>{categoryLabel(job.category)}</dd>
                </div>
              )}
              <div data-deadline="">
                <dt>{messages.t('deadline')}</dt>
                <dd>{job.deadline ? <time dateTime={job.deadline}>{job.deadline}</time> : messages.t('noDeadline')}</dd>
              </div>
            </dl>
          </div>
          <div className={styles.side}>
            <span className={`${styles.status} ${job.closed ? styles.closed : styles.open}`} data-status={job.closed ? 'closed' : 'open'}>
              {messages.t(job.closed ? 'closed' : 'open')}
            </span>
            <time className={styles.date} dateTime={job.createTime}>
              {job.createTime}
            </time>
          </div>
        </li>
      ))}
    </ul>
  )
}
