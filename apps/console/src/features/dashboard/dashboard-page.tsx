import { can, STAFF_ACCESS, STAFF_API, type DashboardRet } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useMessages, type MessageKey } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { sessionStore } from '../../lib/session-store'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { DashboardList } from './dashboard-list'
import { BackupCard } from './backup-card'
import { HelpdeskCard } from './helpdesk-card'
import { BrokenLinksCard } from './broken-links-card'
import styles from './dashboard.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** The four lists, each with its title and what it says when empty. */
const LISTS: readonly { key: keyof DashboardRet; title: Key; empty: Key }[] = [
  { key: 'drafts', title: 'dashboard.drafts', empty: 'dashboard.draftsEmpty' },
  { key: 'review', title: 'dashboard.review', empty: 'dashboard.reviewEmpty' },
  { key: 'scheduled', title: 'dashboard.scheduled', empty: 'dashboard.scheduledEmpty' },
  { key: 'published', title: 'dashboard.published', empty: 'dashboard.publishedEmpty' },
  { key: 'outdated', title: 'dashboard.outdated', empty: 'dashboard.outdatedEmpty' },
]

/** What waits for this person: open help desk reports, their drafts, what they are to review, what is scheduled or just out. */
export function DashboardPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('dashboard.title'))
  const { data, error, reload } = useStaffQuery(STAFF_API.dashboard, {})
  const writes = useStore(sessionStore, (s) => can(s.user, STAFF_ACCESS[STAFF_API.articleList].permission))
  const inbox = useStore(sessionStore, (s) => can(s.user, STAFF_ACCESS[STAFF_API.helpdeskList].permission))
  const backups = useStore(sessionStore, (s) => can(s.user, STAFF_ACCESS[STAFF_API.backupStatus].permission))
  return (
    <>
      <PageHeading>{t('dashboard.title')}</PageHeading>
      {error ? (
        <CallError error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <div className={styles.grid}>
          {backups && <BackupCard />}
          {inbox && <HelpdeskCard />}
          {writes && <BrokenLinksCard />}
          {LISTS.map((list) => (
            <DashboardList
              key={list.key}
              id={`dashboard-${list.key}`}
              title={t(list.title)}
              empty={t(list.empty)}
              items={data[list.key]}
              linked={writes}
              more={
                list.key === 'outdated' && writes
                  ? { to: paths.articles.getHref({ langState: 'outdated' }), label: t('dashboard.outdatedLink') }
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </>
  )
}
