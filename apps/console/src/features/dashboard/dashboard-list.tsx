import { ARTICLE_KINDS, type ArticleKind } from '@ibr/contract/enums'
import type { DashboardItem } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state/empty-state'
import { useLang, useMessages } from '../../i18n/use-t'
import { authorName } from '../../lib/author-name'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import styles from './dashboard.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface DashboardListProps {
  id: string
  title: string
  empty: string
  items: readonly DashboardItem[]
  /** Each title opens the item in the editor (for whoever may write content). */
  linked: boolean
  /** A link to the whole list, under the first items. */
  more?: { to: string; label: string }
}

/** One list of the dashboard: each item's title, then its kind, author and time. */
export function DashboardList({ id, title, empty, items, linked, more }: DashboardListProps) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
        <span className={styles.count}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.itemTitle}>
                {linked ? (
                  <Link to={paths.article.getHref(item.id)}>{item.title || t('dashboard.untitled')}</Link>
                ) : (
                  item.title || t('dashboard.untitled')
                )}
              </p>
              <p className={styles.meta}>
                <span>{isKind(item.kind) ? t(`kind.${item.kind}`) : item.kind}</span>
                <span>{authorName(item, t)}</span>
                <time dateTime={item.time}>{formatDateTime(item.time, lang)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link to={more.to} className={styles.more}>
          {more.label}
        </Link>
      )}
    </section>
  )
}

const isKind = (kind: string): kind is ArticleKind => (ARTICLE_KINDS as readonly string[]).includes(kind)
