import { API } from '@ibr/contract/paths'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'
import styles from './about.module.css'
import { useArticleBodies } from '../../lib/use-article-bodies'

const FIRST_PAGES = JSON.stringify({ pageNum: 1, pageSize: 10 })

/**
 * The institute overview: its page (or pages) in full. A single page carries the entry's own
 * name, which the section's h1 already shows: its lead stands under the h1 instead of a heading.
 */
export function InstituteOverview({ menuId }: { menuId: number }) {
  const menu = useApi(API.menu, { id: menuId })
  const list = useApi(API.articleList, { menuId, page: FIRST_PAGES })
  const items = list.data?.articleList ?? []
  const bodies = useArticleBodies(
    items.map((item) => item.id),
    menuId,
  )
  if (!list.data || !menu.data) return list.loading || menu.loading ? <PageLoading /> : <EmptyState />
  const intro = menu.data.menu.intro
  if (items.length === 0) return intro ? <RichText html={intro} /> : <EmptyState />
  const single = items.length === 1
  return (
    <div className={styles.overview}>
      {items.map((item) => (
        <section key={item.id} aria-labelledby={single ? 'page-title' : `overview-${item.id}`} data-overview-page={item.id}>
          {!single && (
            <h2 id={`overview-${item.id}`} className={styles.sectionTitle}>
              {item.title}
            </h2>
          )}
          {item.subTitle && <p className={styles.motto}>{item.subTitle}</p>}
          {bodies ? <RichText html={bodies[item.id] ?? ''} /> : <PageLoading />}
        </section>
      ))}
    </div>
  )
}
