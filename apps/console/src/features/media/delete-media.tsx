import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { toastSuccess } from '../../components/toast/toasts'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface DeleteMediaProps {
  file: MediaFile
  inUse: boolean
  onDeleted: () => void
  /** The server found it in use after all (someone placed it meanwhile): its usages are read again. */
  onRefused: () => void
}

/** Deletes a file nothing uses, after asking; one in use says why it cannot be deleted. */
export function DeleteMedia({ file, inUse, onDeleted, onRefused }: DeleteMediaProps) {
  const t = useMessages(messages, shared)
  const [open, setOpen] = useState(false)
  const remove = async () => {
    try {
      await api.call(STAFF_API.mediaDelete, { id: file.id })
    } catch (e) {
      if (isApiError(e) && e.code === 'conflict') onRefused()
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
