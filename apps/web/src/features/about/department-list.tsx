import { Link } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { t } from '../../i18n'
import { useArticleList } from '../../lib/use-article-list'
import styles from './about.module.css'
import { messages } from './messages'

/** The departments with their duties and contacts; a name opens the department's page (office hours) in a new tab. */
export function DepartmentList({ menuId }: { menuId: number }) {
  const list = useArticleList(menuId, 20)
  const departments = list.data?.articleList ?? []
  if (!list.data) return list.loading ? <PageLoading /> : <EmptyState />
  if (departments.length === 0) return <EmptyState />
  return (
    <>
      <ul className={styles.departments}>
        {departments.map((department) => (
          <li key={department.id} className={styles.department} data-department={department.category ?? department.id}>
            <h2 className={styles.departmentName}>
              <Link to={paths.detail(department.templateList[0] ?? 'article', department.id)} target="_blank">
                {department.title}
                <span className="visually-hidden">{t('home.opensNewTab')}</span>
              </Link>
            </h2>
            {department.subTitle && (
              <p className={styles.duties}>
                <span className="visually-hidden">{messages.t('duties')}: </span>
                {department.subTitle}
              </p>
            )}
            <dl className={styles.contacts}>
              {department.location && (
                <div>
                  <dt>{messages.t('location')}</dt>
                  <dd>{department.location}</dd>
                </div>
              )}
              {department.phone && (
                <div>
                  <dt>{messages.t('phone')}</dt>
                  <dd>
                    <a href={`tel:${department.phone.replace(/[^\d+]/g, '')}`}>{department.phone}</a>
                  </dd>
                </div>
              )}
              {department.email && (
                <div>
                  <dt>{messages.t('email')}</dt>
                  <dd>
                    <a href={`mailto:${department.email}`}>{department.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </>
  )
}
