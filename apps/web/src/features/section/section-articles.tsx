import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import styles from './section-articles.module.css'

const PAGE_SIZE = 10

/** The entry's items, pinned first then newest, ten to a page; each opens in a new tab. */
export function SectionArticles({ menuId }: { menuId: number }) {
  const [page, setPage] = useState(1)
  const { data, loading } = useApi(API.articleList, { menuId, page: JSON.stringify({ pageNum: page, pageSize: PAGE_SIZE }) })
  if (!data) return loading ? null : <EmptyState />
  if (data.articleList.length === 0) return <EmptyState />
  return (
    <>
      <ul className={styles.list}>
        {data.articleList.map((item) => (
          <li key={item.id}>
            <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.item} data-article={item.id}>
              <span className={styles.itemTitle}>{item.title}</span>
              <time className={styles.itemDate} dateTime={item.createTime}>{item.createTime}</time>
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
    </>
  )
}
