import { HOME_NEWS_LIMITS } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { BlockHeading } from './block-heading'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './research-block.module.css'

/** Research progress: four items, each opening its paper page in a new tab. */
export function ResearchBlock() {
  const { data, loading } = useApi(API.homeNews, { type: 'research', limit: HOME_NEWS_LIMITS.research })
  const items = data?.articleList ?? []
  return (
    <section aria-labelledby="home-research">
      <BlockHeading id="home-research" title={t('home.research')} moreTo={paths.paperList()} />
      {items.length === 0 ? (
        loading ? (
          <div className={styles.placeholder} />
        ) : (
          <EmptyState />
        )
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={paths.paperDetail(item.id)} target="_blank" className={`card-lift ${styles.card}`} data-home-research={item.id}>
                <div className={`card-cover ${styles.picture}`}>
                  {item.picture && (
                    <ResponsiveImage src={item.picture} alt="" width={480} height={300} sizes="(max-width: 768px) 100vw, 360px" />
                  )}
                </div>
                <div className={styles.text}>
                  <h3 className={`card-clamp ${styles.title}`}>{item.title}</h3>
                  <time className={styles.date} dateTime={item.createTime}>
                    {item.createTime}
                  </time>
                  <span className="visually-hidden">{t('home.opensNewTab')}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
