import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { BulkActionButton } from '../../components/bulk-outcome/bulk-action-button'
import { useBulkAction } from '../../components/bulk-outcome/use-bulk-action'
import { useMessages } from '../../i18n/use-t'
import { mediaKeys } from './media-keys'
import { messages } from './messages'

/** Deleting the files picked, after asking; the server refuses each file in use and says where it is used. */
export function MediaBulkActions({ files, onDone }: { files: readonly MediaFile[]; onDone: (outcome: BulkOutcome) => void }) {
  const t = useMessages(messages)
  const bulk = useBulkAction(STAFF_API.mediaBulk, { invalidates: mediaKeys.files, done: onDone })
  const remove = () =>
    bulk.run(t('media.bulkDelete'), new Map(files.map((f) => [f.id, f.name])), { action: 'delete', ids: files.map((f) => f.id) })
  return (
    <BulkActionButton
      label={t('media.bulkDelete')}
      variant="danger"
      onRun={remove}
      confirm={{ title: t('media.bulkDeleteTitle'), content: <p>{t('media.bulkDeleteQuestion', { count: files.length })}</p> }}
    />
  )
}
