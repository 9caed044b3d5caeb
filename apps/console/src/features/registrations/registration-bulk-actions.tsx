import { STAFF_API, type RegistrationRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Label, TextArea, TextField } from 'react-aria-components'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { BulkActionButton } from '../../components/bulk-outcome/bulk-action-button'
import { useBulkAction } from '../../components/bulk-outcome/use-bulk-action'
import { Button } from '../../components/button/button'
import fieldStyles from '../../components/field/field.module.css'
import { useMessages } from '../../i18n/use-t'
import type { RegistrationDownload } from './use-registration-download'
import { registrationsKeys } from './registrations-keys'
import { messages } from './messages'

/** How a registration is named in the list's checkboxes and in a bulk result. */
export const registrationName = (row: RegistrationRow) => `${row.confirmCode} ${row.name || row.email}`

interface Props {
  rows: readonly RegistrationRow[]
  onDone: (outcome: BulkOutcome) => void
  /** Saves the rows picked as a file; `exporting` names the download under way. */
  download: (kind: RegistrationDownload, ids: readonly number[]) => Promise<void>
  exporting: string | null
}

/**
 * The registrations picked: accepted, or rejected with a comment sent to each registrant, each as its
 * single decision (a full conference refuses the ones it has no place for); or exported.
 */
export function RegistrationBulkActions({ rows, onDone, download, exporting }: Props) {
  const t = useMessages(messages)
  const [comment, setComment] = useState('')
  const bulk = useBulkAction(STAFF_API.registrationBulk, { invalidates: registrationsKeys.registrations, done: onDone })
  const ids = rows.map((r) => r.id)
  const names = () => new Map(rows.map((r) => [r.id, registrationName(r)]))

  async function decide(state: 'accepted' | 'rejected') {
    const text = comment.trim()
    await bulk.run(t(`reg.do.${state}`), names(), {
      action: 'decide',
      ids,
      state,
      ...(state === 'rejected' && text ? { comment: text } : {}),
    })
    setComment('')
  }

  return (
    <>
      <BulkActionButton
        label={t('reg.do.accepted')}
        variant="primary"
        pending={bulk.pending?.action === 'decide' && bulk.pending.state === 'accepted'}
        onRun={() => decide('accepted')}
      />
      <BulkActionButton
        label={t('reg.do.rejected')}
        variant="danger"
        onRun={() => decide('rejected')}
        confirm={{
          title: t('reg.bulkRejectTitle', { count: rows.length }),
          content: (
            <TextField name="comment" value={comment} onChange={setComment} className={fieldStyles.field}>
              <Label className={fieldStyles.label}>{t('reg.comment')}</Label>
              <TextArea className={fieldStyles.input} rows={3} maxLength={2000} />
            </TextField>
          ),
        }}
      />
      <Button size="small" isPending={exporting === 'xlsx-selected'} onPress={() => void download('xlsx', ids)}>
        {t('reg.exportSelectedXlsx')}
      </Button>
      <Button size="small" isPending={exporting === 'csv-selected'} onPress={() => void download('csv', ids)}>
        {t('reg.exportSelectedCsv')}
      </Button>
    </>
  )
}
