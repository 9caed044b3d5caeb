import { useState, type ReactNode } from 'react'
import { Button } from '../button/button'
import { ConfirmDialog } from '../dialog/confirm-dialog'

interface Props {
  label: string
  variant?: 'primary' | 'secondary' | 'danger'
  /** The action is under way. */
  pending?: boolean
  /** Does the action (`useBulkAction`'s `run` with this button's body). */
  onRun: () => Promise<void>
  /** Asks first, with this title and content (the question, or a field the action needs); the dialog's button says `label`. */
  confirm?: { title: string; content: ReactNode }
  /** Called as the question opens (to preset a field it shows). */
  onAsk?: () => void
}

/** A button of a table's bulk bar: acts at once, or after asking when `confirm` is given. */
export function BulkActionButton({ label, variant = 'secondary', pending = false, onRun, confirm, onAsk }: Props) {
  const [asking, setAsking] = useState(false)
  if (!confirm)
    return (
      <Button size="small" variant={variant} isPending={pending} onPress={() => void onRun()}>
        {label}
      </Button>
    )
  return (
    <>
      <Button
        size="small"
        variant={variant}
        isPending={pending}
        onPress={() => {
          onAsk?.()
          setAsking(true)
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        title={confirm.title}
        confirmLabel={label}
        variant={variant === 'danger' ? 'danger' : 'primary'}
        isOpen={asking}
        onOpenChange={setAsking}
        onConfirm={onRun}
      >
        {confirm.content}
      </ConfirmDialog>
    </>
  )
}
