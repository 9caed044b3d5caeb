import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../../components/button/button'
import { CallError } from '../../../components/call-error/call-error'
import { DialogActions } from '../../../components/dialog/dialog-actions'
import { ModalDialog } from '../../../components/dialog/modal-dialog'
import { Loading } from '../../../components/loading/loading'
import { useLang, useMessages } from '../../../i18n/use-t'
import { formatDateTime } from '../../../lib/format-date'
import { useStaffQuery } from '../../../lib/use-staff-query'
import { EditorTextField } from './editor-text-field'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** A new preview link for the item's working copy, to open or hand to a colleague without an account, and until when it works. */
export function PreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useMessages(messages, editorMessages, shared)
  const lang = useLang()
  const link = useStaffQuery(STAFF_API.articlePreviewLink, { id })
  const [copied, setCopied] = useState<string | null>(null)
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(t('editor.copied'))
    } catch {
      setCopied(t('editor.copyFailed'))
    }
  }
  return (
    <ModalDialog title={t('editor.preview')} isOpen onOpenChange={(open) => !open && onClose()}>
      {link.error ? (
        <CallError error={link.error} onRetry={link.reload} />
      ) : !link.data ? (
        <Loading />
      ) : (
        <>
          <p>{t('editor.previewIntro', { time: formatDateTime(link.data.expiresAt, lang) })}</p>
          <EditorTextField label={t('editor.previewUrl')} name="previewUrl" value={link.data.url} onChange={() => undefined} isReadOnly />
          <p role="status">{copied}</p>
        </>
      )}
      <DialogActions>
        <Button onPress={onClose}>{t('common.close')}</Button>
        {link.data && (
          <>
            <a href={link.data.url} target="_blank" rel="noreferrer" className={styles.dialogLink}>
              {t('editor.openPreview')}
            </a>
            <Button variant="primary" onPress={() => void copy(link.data!.url)}>
              {t('editor.copy')}
            </Button>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  )
}
