import { SEND_BACK_COMMENT_MAX } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Label, TextArea, TextField } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import { FieldErrorText } from '../field/field-error'
import fieldStyles from '../field/field.module.css'
import { FormStatus } from '../form-status/form-status'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'
import { messages } from './messages'

interface SendBackDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Answers why the server refused (said here, the form behind is hidden meanwhile), or null once sent back. */
  onReject: (comment: string) => Promise<string | null>
}

/** Sends a working copy (an article's, a record's, a conference's) back, saying what should change: the comment is required and shown to its editor. */
export function SendBackDialog({ isOpen, onOpenChange, onReject }: SendBackDialogProps) {
  const t = useMessages(messages)
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
    <ModalDialog title={t('sendBack.title')} isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <TextField
        name="comment"
        value={comment}
        onChange={(value) => {
          setComment(value)
          setError(null)
        }}
        isRequired
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{t('sendBack.comment')}</Label>
        <TextArea className={fieldStyles.input} rows={3} maxLength={SEND_BACK_COMMENT_MAX} />
        <FieldErrorText error={error} />
      </TextField>
      <FormStatus error={problem} />
      <DialogActions>
        <Button onPress={close}>{t('common.cancel')}</Button>
        <Button
          variant="danger"
          onPress={async () => {
            if (!comment.trim()) return setError(t('sendBack.missing'))
            const refused = await onReject(comment.trim())
            if (refused) setProblem(refused)
            else close()
          }}
        >
          {t('sendBack.action')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
