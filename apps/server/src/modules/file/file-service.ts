import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { BIDI_CONTROLS, type Point } from '@ibr/contract'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message, messageWith } from '../../i18n/messages.js'
import type { FileStore, StagedBlob } from '../../storage/file-store.js'
import { releaseBlob } from './blob-release.js'
import { detectFile, detectStream, type FileKind } from './file-kind.js'
import { fileRepository } from './file-repository.js'
import { hashToken, newFileId } from './file-token.js'
import { focalTag, isCropAround } from './image-variant.js'

export { claimDrafts, type ClaimRule, type DraftClaim } from './draft-claim.js'
export { isFileId } from './file-token.js'
export { enqueueImageVariants, fileJobs, IMAGE_VARIANTS_JOB } from './file-jobs.js'
export { releaseBlob } from './blob-release.js'
export { contentDisposition } from './http-file-headers.js'
export type { FileKind } from './file-kind.js'

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
  const { width, height } = detected.kind === 'image' ? await imageSize(bytes) : { width: null, height: null }
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

/** An image's size as a browser shows it (turned upright); bytes that do not decode are refused. */
async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { autoOrient } = await sharp(bytes, { animated: false }).metadata()
    if (autoOrient.width && autoOrient.height) return autoOrient
  } catch {
    // Bytes that start like an image but do not decode, refused below like an image without a size.
  }
  throw new AppError('unsupportedType', 'file.damagedImage')
}

/** What a library upload may be: for each kind taken, its types and its largest size. */
export type KindRules = Partial<Record<FileKind, { types: readonly string[]; maxBytes: number }>>

export interface LibraryFileOptions {
  name: string
  accept: KindRules
  /** The staff account that uploads it. */
  uploadedBy: number
}

/**
 * Keeps a staged upload as a public library file: its type from its bytes, its size within its kind's
 * limit, an image that decodes. A refused upload leaves nothing: the staged bytes are dropped, and the
 * row is written before the blob is kept, so no sweep sees a kept blob that no row names.
 */
export async function saveLibraryFile(
  db: Kysely<DB>,
  store: FileStore,
  staged: StagedBlob,
  options: LibraryFileOptions,
): Promise<SavedFile> {
  try {
    const name = cleanFileName(options.name)
    const detected = await detectStream(await staged.open(), name, true)
    const rule = detected && options.accept[detected.kind]
    if (!detected || !rule || !rule.types.includes(detected.mime)) throw new AppError('unsupportedType')
    if (staged.size > rule.maxBytes) {
      const max = Math.floor(rule.maxBytes / (1024 * 1024))
      throw new AppError('tooLarge', messageWith('file.kindTooLarge', { kind: message(`file.kind.${detected.kind}`), max }))
    }
    const { width, height } = detected.kind === 'image' ? await imageSize(await buffer(await staged.open())) : { width: null, height: null }
    const id = newFileId()
    const row = { id, name, size: staged.size, mime: detected.mime, kind: detected.kind, width, height }
    await db
      .insertInto('file')
      .values({ ...row, sha256: staged.sha256, visibility: 'public', uploaded_by: options.uploadedBy })
      .execute()
    try {
      await staged.keep()
    } catch (error) {
      await db.deleteFrom('file').where('id', '=', id).execute()
      throw error
    }
    return { ...row, token: null, expiresAt: null }
  } finally {
    await staged.drop()
  }
}

/**
 * After an image's focal point moved: removes the crops cut around the earlier point, which no request
 * names any more. They stay while another file shares the bytes, since its point may be the same.
 */
export async function dropCropsAround(db: Kysely<DB>, store: FileStore, sha256: string, before: Point, after: Point) {
  if (focalTag(before) === focalTag(after) || (await fileRepository(db).countBySha(sha256)) > 1) return
  const stale = (await store.variants(sha256)).filter((variant) => isCropAround(variant, before))
  await store.removeVariants(sha256, stale)
}
