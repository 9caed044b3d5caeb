import { useLang, useMessages } from '../../../../i18n/use-t'
import { formatTime } from '../../../../lib/format-date'
import type { ServerCopyStatus } from './use-server-copy'
import styles from '../../articles.module.css'
import { messages } from '../../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

/** Whether the working copy is kept on the server: when it last was, or why it was not. Read out politely, never interrupting. */
export function AutosaveStatus({ status }: { status: ServerCopyStatus }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const text =
    status.kept === 'yes'
      ? t('editor.autosaved', { time: formatTime(status.at, lang) })
      : status.kept === 'refused'
        ? t('editor.autosaveRefused', { reason: status.reason })
        : ''
  return (
    <p className={status.kept === 'refused' ? styles.autosaveRefused : styles.workflowNote} role="status" aria-live="polite">
      {text}
    </p>
  )
}
