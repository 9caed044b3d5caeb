import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { PinnedBadge } from '../../components/pinned-badge/pinned-badge'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './news-cards.module.css'

/** General news: picture, title, summary and date, each opening its story in a new tab. */
export function NewsCards({ items }: { items: readonly ArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} data-article={item.id} data-pinned={item.pinned || undefined}>
          <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.card}>
            <div className={`card-cover ${styles.picture}`}>
              {item.picture && (
                <ResponsiveImage src={item.picture} alt="" width={480} height={300} sizes="(max-width: 768px) 40vw, 240px" maxWidth={640} />
              )}
            </div>
            <div className={`card-column ${styles.text}`}>
              <h2 className={styles.title}>
                {item.pinned && <PinnedBadge />}
                {item.title}
              </h2>
              {item.subTitle && <p className={styles.summary}>{item.subTitle}</p>}
              <time className={styles.date} dateTime={item.createTime}>
                {item.createTime}
              </time>
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
