import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { RichText } from '../../components/rich-text/rich-text'
import { useArticleList } from '../../lib/use-article-list'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './about.module.css'
import { messages } from './messages'
import { useArticleBodies } from '../../lib/use-article-bodies'

/** The institute's leaders in order: portrait, name, title, a short biography and e-mail. */
export function LeaderList({ menuId }: { menuId: number }) {
  const list = useArticleList(menuId, 20)
  const people = list.data?.articleList ?? []
  const bodies = useArticleBodies(
    people.map((p) => p.id),
    menuId,
  )
  if (!list.data) return list.loading ? <PageLoading /> : <EmptyState />
  if (people.length === 0) return <EmptyState />
  return (
    <>
      <ul className={styles.leaders}>
        {people.map((person) => (
          <li key={person.id} className={styles.leader} data-person={person.id}>
            <div className={`card-cover ${styles.portrait}`}>
              {person.picture && (
                <ResponsiveImage
                  src={person.picture}
                  alt={messages.t('portrait', { name: person.title })}
                  width={400}
                  height={500}
                  sizes="(max-width: 768px) 6rem, 9rem"
                  maxWidth={320}
                />
              )}
            </div>
            <div className={`card-column ${styles.leaderText}`}>
              <h2 className={styles.leaderName}>{person.title}</h2>
              {person.subTitle && <p className={styles.leaderTitle}>{person.subTitle}</p>}
              {bodies ? <RichText html={bodies[person.id] ?? ''} className={styles.bio} /> : null}
              {person.email && (
                <p className={styles.leaderEmail}>
                  {messages.t('emailLabel')}
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </>
  )
}
