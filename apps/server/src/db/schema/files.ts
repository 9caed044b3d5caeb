// Uploaded files (blobs named by their SHA-256) and the removals that wait for backups.
import type { ColumnType } from 'kysely'
import type { Def, Timestamp } from './columns.js'

export interface FileTable {
  id: string
  sha256: string
  mime: string
  kind: 'image' | 'document' | 'video'
  size: number
  name: string
  width: number | null
  height: number | null
  visibility: 'draft' | 'private' | 'public'
  token_hash: string | null
  created_at: Timestamp
  expires_at: Date | string | null
  alt_zh: Def<string>
  alt_en: Def<string>
  focal_x: ColumnType<number | null, number | null | undefined, number | null>
  focal_y: ColumnType<number | null, number | null | undefined, number | null>
  uploaded_by: ColumnType<number | null, number | null | undefined, number | null>
}

/** A blob whose removal waits for the backups copying files to end (modules/file/blob-release.ts). */
export interface BlobReleasePendingTable {
  sha256: string
  since: Def<Date>
  /** When its bytes may go: at once after a backup's hold, DELETED_FILE_KEEP_DAYS after its last row otherwise. */
  due_at: Def<Date>
}
