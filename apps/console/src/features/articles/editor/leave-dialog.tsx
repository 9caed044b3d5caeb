import type { Blocker } from 'react-router'
import { Button } from '../../../components/button/button'
import { DialogActions } from '../../../components/dialog/dialog-actions'
import { ModalDialog } from '../../../components/dialog/modal-dialog'
import { useMessages } from '../../../i18n/use-t'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** Leaving the editor with unsaved changes: stay, or go (the browser's copy stays, offered next time). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const t = useMessages(messages, editorMessages, shared)
  const blocked = blocker.state === 'blocked'
  return (
    <ModalDialog
      title={t('editor.leaveTitle')}
      isOpen={blocked}
      onOpenChange={(open) => !open && blocked && blocker.reset()}
      role="alertdialog"
    >
      <p>{t('editor.leaveQuestion')}</p>
      <DialogActions>
        <Button onPress={() => blocked && blocker.proceed()}>{t('editor.leave')}</Button>
        <Button variant="primary" onPress={() => blocked && blocker.reset()}>
          {t('editor.stay')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
