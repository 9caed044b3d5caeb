import { API } from '@ibr/contract/paths'
import { useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { EmptyState } from '../../components/empty-state/empty-state'
import { RichText } from '../../components/rich-text/rich-text'
import { PageLoading } from '../../app/page-loading'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { Attachments } from './attachments'
import styles from './detail-page.module.css'
import { DetailTools } from './detail-tools'
import { Neighbours } from './neighbours'

/** /detail/{type}/{id}: one item in full, opened in its own tab. */
export function DetailPage() {
  const { type = '', id = '' } = useParams()
  const { data, loading } = useApi(/^[1-9]\d{0,9}$/.test(id) ? API.articleDetail : null, { id })
  const article = data?.article
  useDocumentTitle(article?.title ?? null)
  if (!article) return loading ? <PageLoading /> : <div className={styles.page}><EmptyState /></div>
  const crumbs = [...(article.menuName ? [{ label: article.menuName, to: article.menuPath ?? undefined }] : []), { label: article.title }]
  return (
    <div className={styles.page} data-page="detail" data-detail-type={type}>
      <Breadcrumb items={crumbs} />
      <article className={styles.article} aria-labelledby="detail-title">
        <header className={styles.header}>
          <h1 id="detail-title" className={styles.title}>
            {article.title}
          </h1>
          {article.subTitle && <p className={styles.subtitle}>{article.subTitle}</p>}
          <p className={styles.meta}>
            <span>
              {t('detail.published')}: <time dateTime={article.createTime}>{article.createTime}</time>
            </span>
            {article.source && (
              <span>
                {t('detail.source')}: {article.source}
              </span>
            )}
          </p>
          <DetailTools />
        </header>
        {article.video && (
          <video className={styles.video} controls preload="metadata" poster={article.video.poster ?? undefined}>
            <source src={article.video.url} type={article.video.type} />
          </video>
        )}
        <RichText html={article.body} />
        <Attachments items={article.attachments} />
      </article>
      <Neighbours type={type} prev={data.prev} next={data.next} />
    </div>
  )
}
