import { randomBytes } from 'node:crypto'
import { BIDI_CONTROLS } from '@ibr/contract'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import type { FileStore } from '../../storage/file-store.js'
import { releaseBlob } from './blob-release.js'
import { detectFile, type FileKind } from './file-kind.js'
import { hashToken, newFileId } from './file-token.js'

export { claimDrafts, type ClaimRule, type DraftClaim } from './draft-claim.js'
export { isFileId } from './file-token.js'

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

export interface SaveOptions {
  name: string
  visibility: 'draft' | 'public' | 'private'
  /** Hours a draft lives unless handed in. */
  draftTtlHours?: number
  allowVideo?: boolean
}

/**
 * Keeps what a name may safely carry into a Content-Disposition header and a page: no folders, no
 * control characters, no bidirectional marks or overrides (U+202E makes `…gnp.exe` read `…exe.png`).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(BIDI_CONTROLS, '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 120)
  return cleaned || 'file'
}

/**
 * Checks a file by its bytes, stores the blob and records its row. Images must decode: a file that
 * starts like a PNG but is not one is refused here.
 */
export async function saveFile(db: Kysely<DB>, store: FileStore, bytes: Buffer, options: SaveOptions): Promise<SavedFile> {
  const name = cleanFileName(options.name)
  const detected = await detectFile(bytes, name, options.allowVideo)
  if (!detected) throw new AppError('unsupportedType')
  let width: number | null = null
  let height: number | null = null
  if (detected.kind === 'image') {
    try {
      const meta = await sharp(bytes, { animated: false }).metadata()
      width = meta.width ?? null
      height = meta.height ?? null
    } catch {
      throw new AppError('unsupportedType', 'file.damagedImage')
    }
    if (!width || !height) throw new AppError('unsupportedType', 'file.damagedImage')
  }
  const sha256 = await store.put(bytes)
  const id = newFileId()
  const token = options.visibility === 'draft' ? randomBytes(24).toString('base64url') : null
  const expiresAt = options.visibility === 'draft' ? new Date(Date.now() + (options.draftTtlHours ?? 24) * 3600_000) : null
  try {
    await db
      .insertInto('file')
      .values({
        id,
        sha256,
        mime: detected.mime,
        kind: detected.kind,
        size: bytes.length,
        name,
        width,
        height,
        visibility: options.visibility,
        token_hash: token ? hashToken(token) : null,
        expires_at: expiresAt,
      })
      .execute()
  } catch (error) {
    await releaseBlob(db, store, sha256).catch(() => {})
    throw error
  }
  // A sweep may have removed a shared blob between put() and the insert; the row needs its bytes.
  if (!(await store.stat({ sha256 }))) await store.put(bytes)
  return { id, name, size: bytes.length, mime: detected.mime, kind: detected.kind, width, height, token, expiresAt }
}
