import type { StaffUser } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ChangePasswordForm } from './change-password-form'
import styles from './account.module.css'
import { messages } from './messages'

/**
 * The only screen of a person whose password was reset or made up: the server refuses everything else
 * until a new one is set. The address stays, so the screen asked for follows the change.
 */
export function ForcedPasswordPage({ user }: { user: StaffUser }) {
  const t = useMessages(messages)
  useDocumentTitle(t('password.forcedTitle'))
  return (
    <div className={styles.forced}>
      <h1 className={styles.forcedTitle}>{t('password.forcedTitle')}</h1>
      <p className={styles.forcedIntro}>{t('password.forcedIntro', { name: user.name || user.username })}</p>
      <ChangePasswordForm />
    </div>
  )
}
