import { STAFF_API, type RegistrationRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Label, TextArea, TextField } from 'react-aria-components'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { runBulk } from '../../components/bulk-outcome/run-bulk'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import fieldStyles from '../../components/field/field.module.css'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import type { RegistrationDownload } from './use-registration-download'
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
  const [pending, setPending] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [comment, setComment] = useState('')
  const ids = rows.map((r) => r.id)
  const names = () => new Map(rows.map((r) => [r.id, registrationName(r)]))

  async function decide(state: 'accepted' | 'rejected') {
    const text = comment.trim()
    const call = () =>
      api.call(STAFF_API.registrationBulk, { action: 'decide', ids, state, ...(state === 'rejected' && text ? { comment: text } : {}) })
    const outcome = await runBulk(t(`reg.do.${state}`), names(), call, t('error.unexpected'))
    setComment('')
    onDone(outcome)
  }
  async function accept() {
    setPending(true)
    await decide('accepted')
    setPending(false)
  }

  return (
    <>
      <Button size="small" variant="primary" isPending={pending} onPress={() => void accept()}>
        {t('reg.do.accepted')}
      </Button>
      <Button size="small" variant="danger" onPress={() => setRejecting(true)}>
        {t('reg.do.rejected')}
      </Button>
      <Button size="small" isPending={exporting === 'xlsx-selected'} onPress={() => void download('xlsx', ids)}>
        {t('reg.exportSelectedXlsx')}
      </Button>
      <Button size="small" isPending={exporting === 'csv-selected'} onPress={() => void download('csv', ids)}>
        {t('reg.exportSelectedCsv')}
      </Button>
      <ConfirmDialog
        title={t('reg.bulkRejectTitle', { count: rows.length })}
        confirmLabel={t('reg.do.rejected')}
        variant="danger"
        isOpen={rejecting}
        onOpenChange={setRejecting}
        onConfirm={() => decide('rejected')}
      >
        <TextField name="comment" value={comment} onChange={setComment} className={fieldStyles.field}>
          <Label className={fieldStyles.label}>{t('reg.comment')}</Label>
          <TextArea className={fieldStyles.input} rows={3} maxLength={2000} />
        </TextField>
      </ConfirmDialog>
    </>
  )
}
