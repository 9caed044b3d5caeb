import { useLang, useMessages } from '../../../../i18n/use-t'
import { formatTime } from '../../../../lib/format-date'
import type { ServerCopyStatus } from './use-server-copy'
import styles from '../editor.module.css'
import { messages } from '../../messages'
import { messages as editorMessages } from '../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

/** Whether the working copy is kept on the server: when it last was, or why it was not. Read out politely, never interrupting. */
export function AutosaveStatus({ status }: { status: ServerCopyStatus }) {
  const t = useMessages(messages, editorMessages, shared)
  const lang = useLang()
  const text =
    status.kept === 'yes'
      ? t('editor.autosaved', { time: formatTime(status.at, lang) })
      : status.kept === 'refused'
        ? t('editor.autosaveRefused', { reason: status.reason })
        : ''
  // The person's oldest copies on the server went to make room: said once, with the items' titles.
  const dropped = status.kept === 'yes' ? status.dropped : []
  const titles = dropped.map((item) => `“${item.title || t('editor.autosaveUntitled', { id: item.id })}”`).join(t('common.listSeparator'))
  return (
    <p className={status.kept === 'refused' ? styles.autosaveRefused : styles.workflowNote} role="status" aria-live="polite">
      {text}
      {dropped.length > 0 && ` ${t('editor.autosaveDropped', { count: dropped.length, titles })}`}
    </p>
  )
}
