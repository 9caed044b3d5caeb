import { COMMITTEE_ROLES } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { useApi } from '../../lib/use-api'
import styles from './about.module.css'
import { messages } from './messages'

// A committee is a few dozen people at most: each role is asked for whole, in one page.
const ALL = JSON.stringify({ pageNum: 1, pageSize: 100 })

/** The academic committee, one group per role (chair, vice chairs, members), each member with portrait and affiliation. */
export function CommitteeList({ menuId }: { menuId: number }) {
  const roles = [
    useApi(API.articleList, { menuId, page: ALL, search: JSON.stringify({ category: COMMITTEE_ROLES[0] }) }),
    useApi(API.articleList, { menuId, page: ALL, search: JSON.stringify({ category: COMMITTEE_ROLES[1] }) }),
    useApi(API.articleList, { menuId, page: ALL, search: JSON.stringify({ category: COMMITTEE_ROLES[2] }) }),
  ]
  if (roles.some((r) => !r.data)) return roles.some((r) => r.loading) ? <PageLoading /> : <EmptyState />
  if (roles.every((r) => r.data!.articleList.length === 0)) return <EmptyState />
  return (
    <div className={styles.committee}>
      {COMMITTEE_ROLES.map((role, index) => {
        const members = roles[index]!.data!.articleList
        if (members.length === 0) return null
        return (
          <section key={role} aria-labelledby={`committee-${role}`} data-committee-role={role}>
            <h2 id={`committee-${role}`} className={styles.sectionTitle}>
              {messages.t(role)}
            </h2>
            <ul className={role === 'member' ? styles.members : styles.chairs}>
              {members.map((person) => (
                <li key={person.id} className={styles.member} data-person={person.id}>
                  <div className={styles.memberPhoto}>
                    {person.picture && (
                      <ResponsiveImage src={person.picture} alt="" width={400} height={500} sizes="4.5rem" maxWidth={160} />
                    )}
                  </div>
                  <div className={styles.memberText}>
                    <h3 className={styles.memberName}>{person.title}</h3>
                    {person.subTitle && <p className={styles.affiliation}>{person.subTitle}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
