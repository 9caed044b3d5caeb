import { message, type Message } from '../i18n/messages.js'

/** Where the console shows the backups' state: the dashboard's backup card. */
export const BACKUP_STATUS_LINK = '/#dashboard-backup'

/**
 * Why a backup failed, in words an administrator acts on, in both languages: the system's own error
 * is English and names files and codes, so it is kept as the detail below this.
 */
export function backupFailureWords(error: unknown): Message {
  const code = (error as { code?: unknown } | null)?.code
  const text = error instanceof Error ? error.message : String(error)
  if (code === 'ENOSPC' || code === 'EDQUOT') return message('backup.failure.diskFull')
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return message('backup.failure.notAllowed')
  if (code === 'ENOENT' || code === 'ENOTDIR') return message('backup.failure.noFolder')
  if (/^pg_dump\b/.test(text)) return message('backup.failure.database')
  return message('backup.failure.other')
}
