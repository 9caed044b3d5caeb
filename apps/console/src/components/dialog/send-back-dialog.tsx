import { useState } from 'react'
import { Label, TextArea, TextField } from 'react-aria-components'
import { useT } from '../../i18n/use-t'
import { Button } from '../button/button'
import { FieldErrorText } from '../field/field-error'
import fieldStyles from '../field/field.module.css'
import { FormStatus } from '../form-status/form-status'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'

interface SendBackDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onReject: (comment: string) => Promise<string | null>
}

/** Sends a working copy (a record's, a conference's) back, saying what should change: the comment is required and shown to its editor. */
export function SendBackDialog({ isOpen, onOpenChange, onReject }: SendBackDialogProps) {
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
        <Label className={fieldStyles.label}>{t('records.reject.comment')}</Label>
        <TextArea className={fieldStyles.input} rows={3} />
        <FieldErrorText error={error} />
      </TextField>
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
