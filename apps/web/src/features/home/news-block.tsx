import { API } from '@ibr/contract/paths'
import { HOME_NEWS_LIMITS } from '@ibr/contract/enums'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { BlockHeading } from './block-heading'
import { DateBadge } from './date-badge'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './news-block.module.css'

/** Latest news: one featured item with its picture, then three more. */
export function NewsBlock() {
  const { data, loading } = useApi(API.homeNews, { type: 'latest', limit: HOME_NEWS_LIMITS.latest })
  const items = data?.articleList ?? []
  const [featured, ...rest] = items
  // Every item opens with the featured item's first template.
  const type = featured?.templateList[0] ?? 'news'
  return (
    <section aria-labelledby="home-news">
      <BlockHeading id="home-news" title={t('home.latestNews')} moreTo={paths.newsList()} />
      {!featured ? (
        loading ? (
          <div className={styles.placeholder} />
        ) : (
          <EmptyState />
        )
      ) : (
        <div className={styles.grid}>
          <Link to={paths.detail(type, featured.id)} target="_blank" className={styles.featured} data-home-news={featured.id}>
            <div className={`card-cover ${styles.picture}`}>
              {featured.picture && (
                <ResponsiveImage src={featured.picture} alt="" width={800} height={450} sizes="(max-width: 768px) 100vw, 600px" />
              )}
            </div>
            <div className={styles.featuredText}>
              <time className={styles.date} dateTime={featured.createTime}>
                {featured.createTime}
              </time>
              <h3 className={styles.featuredTitle}>{featured.title}</h3>
              {featured.subTitle && <p className={`card-clamp ${styles.summary}`}>{featured.subTitle}</p>}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </div>
          </Link>
          <ul className={styles.list}>
            {rest.map((item) => (
              <li key={item.id}>
                <Link to={paths.detail(type, item.id)} target="_blank" className={`card-lift ${styles.item}`} data-home-news={item.id}>
                  <DateBadge date={item.createTime} />
                  <span className={`card-column ${styles.itemText}`}>
                    <span className={`card-clamp ${styles.itemTitle}`}>{item.title}</span>
                    {item.subTitle && <span className={styles.itemSummary}>{item.subTitle}</span>}
                    <span className="visually-hidden">{t('home.opensNewTab')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
