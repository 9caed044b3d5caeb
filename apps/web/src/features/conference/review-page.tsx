import type { ArticleSummary } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { useArticleList } from '../../lib/use-article-list'
import type { ConferencePageProps } from './conference-page-props'
import pageStyles from './conference.module.css'
import styles from './review-page.module.css'
import { messages } from './messages'
import { PhotoGrid } from './photo-grid'

const m = messages.t

/** Looking back: the conference's photos, then the reports written about it. */
export function ReviewPage({ conferenceId, pageId }: ConferencePageProps) {
  // Review photos hang on the conference's own entry, like its venue pictures.
  const photos = useApi(API.imageUrl, { menuId: conferenceId, type: 'review' })
  const reports = useArticleList(pageId, 10)
  return (
    <>
      <section aria-labelledby="review-photos" className={pageStyles.section}>
        <h2 id="review-photos" className={pageStyles.heading}>
          {m('photos')}
        </h2>
        {photos.data && photos.data.imageList.length > 0 ? <PhotoGrid items={photos.data.imageList} /> : !photos.loading && <EmptyState />}
      </section>
      <section aria-labelledby="review-reports" className={pageStyles.section}>
        <h2 id="review-reports" className={pageStyles.heading}>
          {m('reports')}
        </h2>
        {reports.data && reports.data.articleList.length > 0 ? (
          <>
            <ul className={styles.reports}>
              {reports.data.articleList.map((item) => (
                <li key={item.id}>
                  <Report item={item} />
                </li>
              ))}
            </ul>
            <Pagination page={reports.query.pageNum} pageSize={reports.pageSize} total={reports.data.total} onChange={reports.setPage} />
          </>
        ) : (
          !reports.loading && <EmptyState />
        )}
      </section>
    </>
  )
}

function Report({ item }: { item: ArticleSummary }) {
  return (
    <article className={styles.report} data-article={item.id}>
      {item.picture && (
        <ResponsiveImage
          src={item.picture}
          alt=""
          width={800}
          height={450}
          sizes="(max-width: 768px) 100vw, 240px"
          maxWidth={640}
          className={`card-crop ${styles.reportImage}`}
        />
      )}
      <div className={styles.reportText}>
        <h3 className={styles.reportTitle}>
          <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank">
            {item.title}
            <span className="visually-hidden">{t('home.opensNewTab')}</span>
          </Link>
        </h3>
        <p className={styles.reportMeta}>
          <time dateTime={item.createTime}>{item.createTime}</time>
          {item.source && <span>{item.source}</span>}
        </p>
        {item.subTitle && <p className={styles.reportSummary}>{item.subTitle}</p>}
      </div>
    </article>
  )
}
