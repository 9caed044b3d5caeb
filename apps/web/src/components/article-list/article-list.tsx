import type { ArticleSummary } from '@ibr/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { PinnedBadge } from '../pinned-badge/pinned-badge'
import styles from './article-list.module.css'

/**
 * Rows of title and date, pinned ones and called-off events marked. Only the title is a link (opening the detail page in
 * a new tab), so `meta` under it may hold links of its own (attachments) or tags.
 */
export function ArticleList({ items, meta }: { items: readonly ArticleSummary[]; meta?: (item: ArticleSummary) => ReactNode }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li
          key={item.id}
          className={styles.item}
          data-article={item.id}
          data-pinned={item.pinned || undefined}
          data-cancelled={item.cancelled || undefined}
        >
          <div className={styles.main}>
            <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.title}>
              {item.pinned && <PinnedBadge />}
              {item.cancelled && <span className={styles.cancelled}>{t('calendar.cancelled')}</span>}
              {item.title}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
            {meta?.(item)}
          </div>
          <time className={styles.date} dateTime={item.createTime}>
            {item.createTime}
          </time>
        </li>
      ))}
    </ul>
  )
}
