import type { ArticleSummary } from '@ibr/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { t } from '../../i18n'
import pinned from '../pinned-badge/pinned-badge.module.css'
import styles from './article-list.module.css'

/**
 * Items as title-and-date rows, pinned ones marked, each opening its detail page in a new tab.
 * `extra` adds a line under a title (a deadline, authors and journal...).
 */
export function ArticleList({ items, extra }: { items: readonly ArticleSummary[]; extra?: (item: ArticleSummary) => ReactNode }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.item} data-article={item.id}>
            <span className={styles.main}>
              <span className={styles.itemTitle}>
                {item.pinned && <span className={pinned.pinned}>{t('common.pinned')}</span>}
                {item.title}
              </span>
              {extra?.(item)}
            </span>
            <time className={styles.itemDate} dateTime={item.createTime}>{item.createTime}</time>
            <span className="visually-hidden">{t('home.opensNewTab')}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
