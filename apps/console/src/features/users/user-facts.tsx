import type { UserDetail } from '@ibr/contract/staff-client'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import styles from './users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** What the account is, as facts: how it signs in, since when, when last, with how many sessions open. */
export function UserFacts({ user }: { user: UserDetail }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  return (
    <section className={styles.card} aria-labelledby="user-facts">
      <h2 id="user-facts" className={styles.cardTitle}>
        {t('user.facts')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('users.username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('users.email')}</dt>
        <dd>{user.email ?? '—'}</dd>
        <dt>{t('users.source')}</dt>
        <dd>{t(user.source === 'cas' ? 'source.cas' : 'source.local')}</dd>
        <dt>{t('users.status')}</dt>
        <dd>{t(user.active ? 'users.active' : 'users.inactive')}</dd>
        <dt>{t('user.createdAt')}</dt>
        <dd>{formatDateTime(user.createdAt, lang)}</dd>
        <dt>{t('users.lastSignIn')}</dt>
        <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt, lang) : t('users.neverSignedIn')}</dd>
        <dt>{t('user.sessions')}</dt>
        <dd>{user.sessions}</dd>
        {user.mustChangePassword && (
          <>
            <dt>{t('user.password')}</dt>
            <dd>{t('user.mustChangePassword')}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
