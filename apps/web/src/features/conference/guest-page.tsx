import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { t } from '../../i18n'
import { useArticleList } from '../../lib/use-article-list'
import type { ConferencePageProps } from './conference-page-props'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './guest-page.module.css'
import { messages } from './messages'

const PAGE_SIZE = 12

/** The invited speakers: portrait, name and position, each opening their introduction in a new tab. */
export function GuestPage({ pageId }: ConferencePageProps) {
  const list = useArticleList(pageId, PAGE_SIZE)
  if (!list.data) return list.loading ? null : <EmptyState />
  if (list.data.articleList.length === 0) return <EmptyState />
  return (
    <>
      <ul className={styles.guests}>
        {list.data.articleList.map((person) => (
          <li key={person.id}>
            <GuestCard person={person} />
          </li>
        ))}
      </ul>
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </>
  )
}

function GuestCard({ person }: { person: ArticleSummary }) {
  return (
    <Link
      to={paths.detail(person.templateList[0] ?? 'article', person.id)}
      target="_blank"
      className={styles.guest}
      data-article={person.id}
    >
      <span className={`card-cover ${styles.portrait}`}>
        {person.picture && (
          <ResponsiveImage
            src={person.picture}
            alt=""
            width={400}
            height={500}
            sizes="(max-width: 768px) 45vw, 200px"
            maxWidth={480}
            className={styles.portraitImage}
          />
        )}
      </span>
      <span className={styles.guestName}>{person.title}</span>
      {person.subTitle && <span className={styles.guestRole}>{person.subTitle}</span>}
      <span className="visually-hidden">
        {messages.t('guestIntro', { name: person.title })}
        {t('home.opensNewTab')}
      </span>
    </Link>
  )
}
