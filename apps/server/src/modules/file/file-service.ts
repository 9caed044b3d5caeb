import { randomBytes } from 'node:crypto'
import type { Point } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import type { FileStore } from '../../storage/file-store.js'
import { releaseBlob } from './blob-release.js'
import { detectFile } from './file-kind.js'
import { cleanFileName } from './file-name.js'
import { fileRepository } from './file-repository.js'
import { hashToken, newFileId } from './file-token.js'
import { imageSize } from './image-size.js'
import { focalTag, isCropAround } from './image-variant.js'
import type { SavedFile } from './saved-file.js'

export type { FileKind } from './file-kind.js'
export type { SavedFile } from './saved-file.js'

export interface SaveOptions {
  name: string
  visibility: 'draft' | 'public' | 'private'
  /** Hours a draft lives unless handed in. */
  draftTtlHours?: number
  allowVideo?: boolean
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
    await fileRepository(db).insert({
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
  } catch (error) {
    // The bytes were just put and no row came of it: nothing recovered could name them.
    await releaseBlob(db, store, sha256, 0).catch(() => {})
    throw error
  }
  // A sweep may have removed a shared blob between put() and the insert; the row needs its bytes.
  if (!(await store.stat({ sha256 }))) await store.put(bytes)
  return { id, name, size: bytes.length, mime: detected.mime, kind: detected.kind, width, height, token, expiresAt }
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
