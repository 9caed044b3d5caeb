import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  // The action is a mutation like every write of the console: its pending state, refusal and outcome are the mutation's.
  const action = useMutation<ReactNode | void, unknown, void>({ mutationFn: onConfirm })
  const outcome = action.data ?? null
  const error = action.error === null ? null : isApiError(action.error) ? action.error.message : t('error.unexpected')
  const openChange = (open: boolean) => {
    if (!open) action.reset()
    onOpenChange(open)
  }
  const confirm = () =>
    action.mutate(undefined, {
      onSuccess: (result) => {
        if (!result) openChange(false)
      },
    })
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
            <Button variant={variant} isPending={action.isPending} onPress={confirm}>
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  )
}
