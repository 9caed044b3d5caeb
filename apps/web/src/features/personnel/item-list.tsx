import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { t } from '../../i18n'
import styles from './item-list.module.css'

/**
 * Rows of title, labels and date, pinned ones marked, each opening its detail page in a new tab.
 * The shared ArticleList's white-on-gold "pinned" mark falls short of AA contrast, so this list
 * keeps its own (ink on gold) until that one is fixed.
 */
export function ItemList({ items, labels }: { items: readonly ArticleSummary[]; labels: (item: ArticleSummary) => (string | null)[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const tags = labels(item).filter((l): l is string => !!l)
        return (
          <li key={item.id}>
            <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.item} data-article={item.id}>
              <span className={styles.main}>
                <span className={styles.title}>
                  {item.pinned && <span className={styles.pinned}>{t('common.pinned')}</span>}
                  {item.title}
                </span>
                {tags.length > 0 && (
                  <span className={styles.tags}>
                    {tags.map((tag) => (
                      <span key={tag} className={styles.tag}>
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
              </span>
              <time className={styles.date} dateTime={item.createTime}>
                {item.createTime}
              </time>
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
