import type { FileKind } from './file-kind.js'

/** A file just stored and recorded, as the upload calls answer it. */
export interface SavedFile {
  id: string
  name: string
  size: number
  mime: string
  kind: FileKind
  width: number | null
  height: number | null
  /** Only for drafts: the secret the uploader needs to delete it or hand it in. */
  token: string | null
  expiresAt: Date | null
}
