import { STAFF_API } from '@ibr/contract/staff-client'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { toastSuccess } from '../../components/toast/toasts'
import { useMessages } from '../../i18n/use-t'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { superUsersKeys } from './super-users-keys'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The powers a person is to have after the change. */
export interface SuperUserChange {
  username: string
  /** Known for people already in the list. */
  name?: string
  admin: boolean
  superUser: boolean
}

interface SuperUserConfirmProps {
  change: SuperUserChange | null
  onClose: () => void
}

/** Says what the person will be able to do afterwards, and makes the change when confirmed. */
export function SuperUserConfirm({ change, onClose }: SuperUserConfirmProps) {
  const t = useMessages(messages, shared)
  const set = useStaffMutation(STAFF_API.superUserSet, { invalidates: superUsersKeys.powers })
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no')
  const who = change ? (change.name ? `${change.name} (${change.username})` : change.username) : ''
  return (
    <ConfirmDialog
      title={t('superUsers.confirmTitle')}
      confirmLabel={t('superUsers.confirm')}
      variant="danger"
      isOpen={change !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async () => {
        if (!change) return
        await set.mutateAsync({ username: change.username, admin: change.admin, superUser: change.superUser })
        toastSuccess(t('superUsers.changed', { username: change.username }))
      }}
    >
      {change && (
        <>
          <p>{t('superUsers.confirmQuestion', { who })}</p>
          <ul>
            <li>
              {t('superUsers.admin')}: <strong>{yesNo(change.admin)}</strong>
            </li>
            <li>
              {t('superUsers.superUser')}: <strong>{yesNo(change.superUser)}</strong>
            </li>
          </ul>
        </>
      )}
    </ConfirmDialog>
  )
}
