import { useState } from 'react'
import { Button } from '../../components/button/button'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { FormStatus } from '../../components/form-status/form-status'
import { useT } from '../../i18n/use-t'
import { RecordTextField } from './record-text-field'

interface RejectRecordDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onReject: (comment: string) => Promise<string | null>
}

/** Sends a working copy back, saying what should change: the comment is required and shown to its editor. */
export function RejectRecordDialog({ isOpen, onOpenChange, onReject }: RejectRecordDialogProps) {
  const t = useT()
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const close = () => {
    setComment('')
    setError(null)
    setProblem(null)
    onOpenChange(false)
  }
  return (
    <ModalDialog title={t('records.reject.title')} isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <RecordTextField
        label={t('records.reject.comment')}
        name="comment"
        value={comment}
        onChange={(value) => {
          setComment(value)
          setError(null)
        }}
        multiline
        isRequired
        error={error}
      />
      <FormStatus error={problem} />
      <DialogActions>
        <Button onPress={close}>{t('common.cancel')}</Button>
        <Button
          variant="danger"
          onPress={async () => {
            if (!comment.trim()) return setError(t('records.reject.missing'))
            const refused = await onReject(comment.trim())
            if (refused) setProblem(refused)
            else close()
          }}
        >
          {t('records.action.reject')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
