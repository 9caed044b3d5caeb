import { useState } from 'react'
import { Button } from '../../components/button/button'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { FormStatus } from '../../components/form-status/form-status'
import { useT } from '../../i18n/use-t'
import { EditorTextField } from './editor-text-field'

interface RejectDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The server's refusal of the last try, said in the dialog (the form behind it is hidden meanwhile). */
  problem: string | null
  onReject: (comment: string) => Promise<boolean>
}

/** Send back to the editor, saying what should change: the comment is required, and the editor sees it. */
export function RejectDialog({ isOpen, onOpenChange, problem, onReject }: RejectDialogProps) {
  const t = useT()
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setComment('')
    setError(null)
    onOpenChange(false)
  }
  return (
    <ModalDialog title={t('editor.rejectTitle')} isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <EditorTextField
        label={t('editor.rejectComment')}
        name="comment"
        value={comment}
        onChange={(value) => {
          setComment(value)
          setError(null)
        }}
        multiline
        isRequired
        maxLength={2000}
        error={error}
      />
      <FormStatus error={problem} />
      <DialogActions>
        <Button onPress={close}>{t('common.cancel')}</Button>
        <Button
          variant="danger"
          onPress={async () => {
            if (!comment.trim()) return setError(t('editor.rejectCommentMissing'))
            if (await onReject(comment.trim())) close()
          }}
        >
          {t('editor.reject')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
