import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useState } from 'react'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { runBulk } from '../../components/bulk-outcome/run-bulk'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { messages } from './messages'

/** Deleting the files picked, after asking; the server refuses each file in use and says where it is used. */
export function MediaBulkActions({ files, onDone }: { files: readonly MediaFile[]; onDone: (outcome: BulkOutcome) => void }) {
  const t = useMessages(messages)
  const [asking, setAsking] = useState(false)

  async function remove() {
    const names = new Map(files.map((f) => [f.id, f.name]))
    const call = () => api.call(STAFF_API.mediaBulk, { action: 'delete', ids: files.map((f) => f.id) })
    onDone(await runBulk(t('media.bulkDelete'), names, call, t('error.unexpected')))
  }

  return (
    <>
      <Button size="small" variant="danger" onPress={() => setAsking(true)}>
        {t('media.bulkDelete')}
      </Button>
      <ConfirmDialog
        title={t('media.bulkDeleteTitle')}
        confirmLabel={t('media.bulkDelete')}
        variant="danger"
        isOpen={asking}
        onOpenChange={setAsking}
        onConfirm={remove}
      >
        <p>{t('media.bulkDeleteQuestion', { count: files.length })}</p>
      </ConfirmDialog>
    </>
  )
}
