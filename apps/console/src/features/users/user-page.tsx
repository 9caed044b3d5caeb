import { STAFF_API } from '@ibr/contract/staff-client'
import { Link, useParams } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { NotFound } from './not-found'
import { UserActions } from './user-actions'
import { UserEditForm } from './user-edit-form'
import { UserFacts } from './user-facts'
import styles from './users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** One account: what is known of it, its roles and scopes to change, its password and sessions. */
export function UserPage() {
  const t = useMessages(messages, shared)
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  // Kept on screen while it is asked for again after a change, so an open dialog (a password shown
  // once) stays; an answer about another account is not shown under this one's address.
  const detail = useStaffQuery(valid ? STAFF_API.userDetail : null, { id }, { keepPrevious: true })
  const user = detail.data?.user.id === id ? detail.data.user : undefined
  useDocumentTitle(user ? user.name || user.username : t('user.title'))
  return (
    <>
      <Link to={paths.users.getHref()} className={styles.back}>
        {t('user.back')}
      </Link>
      <PageHeading intro={user ? user.username : undefined}>{user ? user.name || user.username : t('user.title')}</PageHeading>
      {!valid || detail.error?.code === 'notFound' ? (
        <NotFound />
      ) : detail.error ? (
        <CallError error={detail.error} onRetry={detail.reload} />
      ) : !user ? (
        <Loading />
      ) : (
        <>
          <UserFacts user={user} />
          <UserEditForm key={user.id} user={user} />
          <UserActions user={user} />
        </>
      )}
    </>
  )
}
