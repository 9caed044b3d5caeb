import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { toastSuccess } from '../../components/toast/toasts'
import { useMessages } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { useInvalidate, useStaffMutation } from '../../lib/use-staff-mutation'
import { mediaKeys } from './media-keys'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface DeleteMediaProps {
  file: MediaFile
  inUse: boolean
  onDeleted: () => void
}

/** Deletes a file nothing uses, after asking; one in use says why it cannot be deleted. */
export function DeleteMedia({ file, inUse, onDeleted }: DeleteMediaProps) {
  const t = useMessages(messages, shared)
  const [open, setOpen] = useState(false)
  const deletion = useStaffMutation(STAFF_API.mediaDelete, { invalidates: mediaKeys.files })
  const invalidate = useInvalidate()
  const remove = async () => {
    try {
      await deletion.mutateAsync({ id: file.id })
    } catch (e) {
      // The server found it in use after all (someone placed it meanwhile): its usages are read again.
      if (isApiError(e) && e.code === 'conflict') void invalidate([STAFF_API.mediaGet])
      throw e
    }
    toastSuccess(t('media.deleted'))
    onDeleted()
  }
  return (
    <div className={styles.delete}>
      <Button variant="danger" isDisabled={inUse} onPress={() => setOpen(true)} aria-describedby={inUse ? `in-use-${file.id}` : undefined}>
        {t('media.delete')}
      </Button>
      {inUse && (
        <p id={`in-use-${file.id}`} className={styles.help}>
          {t('media.deleteInUse')}
        </p>
      )}
      <ConfirmDialog
        title={t('media.delete.title', { name: file.name })}
        confirmLabel={t('media.delete')}
        variant="danger"
        isOpen={open}
        onOpenChange={setOpen}
        onConfirm={remove}
      >
        <p>{t('media.delete.body')}</p>
      </ConfirmDialog>
    </div>
  )
}
