import type { ArticleCard } from '@ibr/contract'
import { HOME_NEWS_LIMITS } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { BlockHeading } from './block-heading'
import styles from './highlights-block.module.css'

/** Highlights: six items laid out as 1+2 then 2+1, each opening its external link in a new tab. */
export function HighlightsBlock() {
  const { data, loading } = useApi(API.homeNews, { type: 'style', limit: HOME_NEWS_LIMITS.style })
  const items = data?.articleList ?? []
  const rows = [items.slice(0, 3), items.slice(3, 6)].filter((row) => row.length > 0)
  return (
    <section aria-labelledby="home-highlights">
      <BlockHeading id="home-highlights" title={t('home.highlights')} />
      {items.length === 0 ? (
        loading ? (
          <div className={styles.placeholder} />
        ) : (
          <EmptyState />
        )
      ) : (
        <div className={styles.rows}>
          {rows.map((row, index) => (
            <ul key={index} className={`${styles.row} ${index === 1 ? styles.reversed : ''}`}>
              {row.map((item, position) => {
                // The large tile leads the first row and closes the second, in reading order too.
                const large = position === (index === 0 ? 0 : row.length - 1)
                return (
                  <li key={item.id} className={large ? styles.large : styles.small}>
                    <Highlight item={item} large={large} />
                  </li>
                )
              })}
            </ul>
          ))}
        </div>
      )}
    </section>
  )
}

function Highlight({ item, large }: { item: ArticleCard; large: boolean }) {
  const content = (
    <>
      {item.picture && (
        <ResponsiveImage
          src={item.picture}
          alt=""
          width={large ? 800 : 480}
          height={large ? 500 : 300}
          sizes={large ? '(max-width: 768px) 100vw, 720px' : '(max-width: 768px) 50vw, 360px'}
        />
      )}
      <span className={styles.caption}>
        <span className={styles.title}>{item.title}</span>
        {item.outLink && <span className="visually-hidden">{t('home.opensNewTab')}</span>}
      </span>
    </>
  )
  if (!item.outLink) return <div className={`card-cover ${styles.tile}`}>{content}</div>
  return (
    <a href={item.outLink} target="_blank" rel="noopener noreferrer" className={`card-cover ${styles.tile}`} data-home-highlight={item.id}>
      {content}
    </a>
  )
}
