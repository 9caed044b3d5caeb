import { useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { Button } from '../button/button'
import { FormStatus } from '../form-status/form-status'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'

interface ConfirmDialogProps {
  title: string
  /** What will happen, said before it does. */
  children: ReactNode
  confirmLabel: string
  variant?: 'primary' | 'danger'
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /**
   * Does the thing. What it resolves to, if anything, is shown in the dialog in place of the question
   * (a password made up to be handed over once); otherwise the dialog closes.
   */
  onConfirm: () => Promise<ReactNode | void>
}

/** Asks before an action that cannot be taken back, and shows its refusal or its outcome. */
export function ConfirmDialog({ title, children, confirmLabel, variant = 'primary', isOpen, onOpenChange, onConfirm }: ConfirmDialogProps) {
  const t = useT()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<ReactNode>(null)
  const openChange = (open: boolean) => {
    if (!open) {
      setError(null)
      setOutcome(null)
    }
    onOpenChange(open)
  }
  const confirm = async () => {
    setPending(true)
    setError(null)
    try {
      const result = await onConfirm()
      if (result) setOutcome(result)
      else openChange(false)
    } catch (e) {
      setError(isApiError(e) ? e.message : t('error.unexpected'))
    } finally {
      setPending(false)
    }
  }
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={openChange} role={outcome ? 'dialog' : 'alertdialog'}>
      {outcome ?? children}
      <FormStatus error={error} />
      <DialogActions>
        {outcome ? (
          <Button variant="primary" onPress={() => openChange(false)}>
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onPress={() => openChange(false)}>{t('common.cancel')}</Button>
            <Button variant={variant} isPending={pending} onPress={() => void confirm()}>
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  )
}
