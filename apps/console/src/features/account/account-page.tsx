import { isSuperUserType } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useMessages } from '../../i18n/use-t'
import { roleLabelKey } from '../../lib/role-labels'
import { sessionStore } from '../../lib/session-store'
import { useDocumentTitle } from '../../lib/use-document-title'
import { PageHeading } from '../../components/page-heading/page-heading'
import { ChangePasswordForm } from './change-password-form'
import { messages as notificationMessages } from './notifications/messages'
import { NotificationSettings } from './notifications/notification-settings'
import styles from './account.module.css'
import { messages } from './messages'

/** One's own account: who the console knows one as, and the password. */
export function AccountPage() {
  const t = useMessages(messages, notificationMessages)
  useDocumentTitle(t('account.title'))
  const user = useStore(sessionStore, (s) => s.user)
  if (!user) return null
  const roles = user.roles.map((code) => {
    const key = roleLabelKey(code)
    return key ? t(key) : String(code)
  })
  // Named as the top bar and the account list name them: a super user is one first.
  if (isSuperUserType(user.userType)) roles.unshift(t('mainRole.superUser'))
  return (
    <>
      <PageHeading>{t('account.title')}</PageHeading>
      <section className={styles.card} aria-labelledby="account-who">
        <h2 id="account-who" className={styles.cardTitle}>
          {t('account.profile')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('account.name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('account.username')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('account.roles')}</dt>
          <dd>{roles.length > 0 ? roles.join(t('common.listSeparator')) : t('account.noRoles')}</dd>
          <dt>{t('account.source')}</dt>
          <dd>{t(user.source === 'cas' ? 'source.cas' : 'source.local')}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.cardTitle}>
          {t('password.title')}
        </h2>
        {user.source === 'cas' ? <p>{t('password.casAccount')}</p> : <ChangePasswordForm />}
      </section>
      <section className={styles.card} aria-labelledby="account-notifications">
        <h2 id="account-notifications" className={styles.cardTitle}>
          {t('notifications.title')}
        </h2>
        <NotificationSettings />
      </section>
    </>
  )
}
