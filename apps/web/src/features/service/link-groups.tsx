import { QUICK_LINK_GROUPS } from '@ibr/contract/enums'
import { API } from '@ibr/contract/paths'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import styles from './link-groups.module.css'
import { messages } from './messages'

const m = messages.t

/** The address without its scheme and trailing slash: what a visitor recognises. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')

/** Quick links in their three groups (lab sites, core facilities, others), each opening in a new tab. */
export function LinkGroups() {
  const { data, loading } = useApi(API.linkList, {})
  if (!data) return loading ? <PageLoading /> : <EmptyState />
  const groups = QUICK_LINK_GROUPS.map((group) => ({ group, links: data.linkList.filter((l) => l.group === group) })).filter(
    (g) => g.links.length > 0,
  )
  if (groups.length === 0) return <EmptyState />
  return (
    <div className={styles.groups}>
      {groups.map(({ group, links }) => (
        <section key={group} aria-labelledby={`links-${group}`} data-link-group={group}>
          <h2 id={`links-${group}`} className={styles.heading}>
            {m(`group.${group}`)}
          </h2>
          <ul className={styles.grid}>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={`card-lift ${styles.card}`} data-link={link.id}>
                  <span className={styles.name}>
                    {link.name}
                    <span className={styles.arrow} aria-hidden="true">
                      ↗
                    </span>
                  </span>
                  {link.description && <span className={styles.description}>{link.description}</span>}
                  <span className={styles.url}>{shortUrl(link.url)}</span>
                  <span className="visually-hidden">{t('home.opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
