import { API } from '@ibr/contract/paths'
import { Link } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { RichText } from '../../components/rich-text/rich-text'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { useArticleList } from '../../lib/use-article-list'
import styles from './overview-pages.module.css'
import { useArticleBodies } from '../../lib/use-article-bodies'

/**
 * An overview: the entry's introduction, then each of its pages in full (title, lead, body), so
 * the visitor reads it here rather than opening page after page.
 */
export function OverviewPages({ menuId }: { menuId: number }) {
  const menu = useApi(API.menu, { id: menuId })
  const list = useArticleList(menuId)
  const items = list.data?.articleList ?? []
  const bodies = useArticleBodies(
    items.map((item) => item.id),
    menuId,
  )
  const intro = menu.data?.menu.intro ?? ''
  if (!list.data || !menu.data) return list.loading || menu.loading ? <PageLoading /> : <EmptyState />
  return (
    <div className={styles.overview}>
      {intro && <RichText html={intro} className={styles.intro} />}
      {items.length === 0 && <EmptyState />}
      {items.map((item) => (
        <section key={item.id} className={styles.page} aria-labelledby={`overview-${item.id}`} data-overview-page={item.id}>
          <h2 id={`overview-${item.id}`} className={styles.title}>
            <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank">
              {item.title}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
          </h2>
          {item.subTitle && <p className={styles.lead}>{item.subTitle}</p>}
          {bodies ? <RichText html={bodies[item.id] ?? ''} /> : <PageLoading />}
        </section>
      ))}
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </div>
  )
}
