import { STAFF_API, type UserDetail } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { TemporaryPassword } from '../../components/temporary-password/temporary-password'
import { useMessages } from '../../i18n/use-t'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { usersKeys } from './users-keys'
import styles from './users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** A password reset (local accounts) and ending every session, each asked before it is done. */
export function UserActions({ user }: { user: UserDetail }) {
  const t = useMessages(messages, shared)
  const reset = useStaffMutation(STAFF_API.userResetPassword, { invalidates: usersKeys.security })
  const end = useStaffMutation(STAFF_API.userEndSessions, { invalidates: usersKeys.security })
  const [open, setOpen] = useState<'reset' | 'end' | null>(null)
  const who = user.name || user.username
  return (
    <section className={styles.card} aria-labelledby="user-actions">
      <h2 id="user-actions" className={styles.cardTitle}>
        {t('user.security')}
      </h2>
      <div className={styles.actions}>
        {user.source === 'local' && <Button onPress={() => setOpen('reset')}>{t('user.resetPassword')}</Button>}
        <Button variant="danger" onPress={() => setOpen('end')}>
          {t('user.endSessions')}
        </Button>
      </div>
      <ConfirmDialog
        title={t('user.resetPassword')}
        confirmLabel={t('user.resetConfirm')}
        isOpen={open === 'reset'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'reset' : null)}
        onConfirm={async () => {
          const { temporaryPassword } = await reset.mutateAsync({ id: user.id })
          return <TemporaryPassword password={temporaryPassword} intro={t('user.resetDone', { name: who })} />
        }}
      >
        <p>{t('user.resetQuestion', { name: who })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={t('user.endSessions')}
        confirmLabel={t('user.endConfirm')}
        variant="danger"
        isOpen={open === 'end'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'end' : null)}
        onConfirm={async () => {
          const { ended } = await end.mutateAsync({ id: user.id })
          return <p role="status">{t('user.endDone', { count: ended, name: who })}</p>
        }}
      >
        <p>{t('user.endQuestion', { name: who, count: user.sessions })}</p>
      </ConfirmDialog>
    </section>
  )
}
