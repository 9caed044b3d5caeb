import { randomBytes } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message, messageWith } from '../../i18n/messages.js'
import type { StagedBlob } from '../../storage/file-store.js'
import { detectStream, type FileKind } from './file-kind.js'
import { cleanFileName } from './file-name.js'
import { fileRepository } from './file-repository.js'
import { hashToken, newFileId } from './file-token.js'
import { stagedImageSize } from './image-size.js'
import type { SavedFile } from './saved-file.js'

/** What a library upload may be: for each kind taken, its types and its largest size. */
export type KindRules = Partial<Record<FileKind, { types: readonly string[]; maxBytes: number }>>

export interface LibraryFileOptions {
  name: string
  accept: KindRules
  /** The staff account that uploads it. */
  uploadedBy: number
}

export interface DraftUploadOptions {
  name: string
  /** Hours the draft lives unless handed in with a form. */
  draftTtlHours: number
}

type FileRow = Omit<SavedFile, 'token' | 'expiresAt'>
/** Who may see the file, and what else its kind of upload records. */
type Visibility = Pick<Insertable<DB['file']>, 'visibility' | 'uploaded_by' | 'token_hash' | 'expires_at'> & {
  visibility: 'public' | 'draft'
}

/**
 * Writes the file's row, then keeps the staged bytes as its blob; a blob that cannot be kept takes the
 * row with it. Row first, so no sweep ever sees a kept blob that no row names.
 */
async function recordAndKeep(db: Kysely<DB>, staged: StagedBlob, row: FileRow, extra: Visibility) {
  await fileRepository(db).insert({ ...row, sha256: staged.sha256, ...extra })
  try {
    await staged.keep()
  } catch (error) {
    await fileRepository(db).remove(row.id)
    throw error
  }
}

/**
 * Keeps a staged upload as a public library file: its type from its bytes, its size within its kind's
 * limit, an image that decodes. A refused upload leaves nothing: the staged bytes are dropped.
 */
export async function saveLibraryFile(db: Kysely<DB>, staged: StagedBlob, options: LibraryFileOptions): Promise<SavedFile> {
  try {
    const name = cleanFileName(options.name)
    const detected = await detectStream(await staged.open(), name, true)
    const rule = detected && options.accept[detected.kind]
    if (!detected || !rule || !rule.types.includes(detected.mime)) throw new AppError('unsupportedType')
    if (staged.size > rule.maxBytes) {
      const max = Math.floor(rule.maxBytes / (1024 * 1024))
      throw new AppError('tooLarge', messageWith('file.kindTooLarge', { kind: message(`file.kind.${detected.kind}`), max }))
    }
    const { width, height } = detected.kind === 'image' ? await stagedImageSize(staged) : { width: null, height: null }
    const row = { id: newFileId(), name, size: staged.size, mime: detected.mime, kind: detected.kind, width, height }
    await recordAndKeep(db, staged, row, { visibility: 'public', uploaded_by: options.uploadedBy })
    return { ...row, token: null, expiresAt: null }
  } finally {
    await staged.drop()
  }
}

/**
 * Keeps a staged public upload as a draft (an image or a document, checked by its bytes; an image must
 * decode) until a form hands it in or it expires. A refused upload leaves nothing.
 */
export async function saveDraftUpload(db: Kysely<DB>, staged: StagedBlob, options: DraftUploadOptions): Promise<SavedFile> {
  try {
    const name = cleanFileName(options.name)
    const detected = await detectStream(await staged.open(), name)
    if (!detected) throw new AppError('unsupportedType')
    const { width, height } = detected.kind === 'image' ? await stagedImageSize(staged) : { width: null, height: null }
    const row = { id: newFileId(), name, size: staged.size, mime: detected.mime, kind: detected.kind, width, height }
    const token = randomBytes(24).toString('base64url')
    const expiresAt = new Date(Date.now() + options.draftTtlHours * 3600_000)
    await recordAndKeep(db, staged, row, { visibility: 'draft', token_hash: hashToken(token), expires_at: expiresAt })
    return { ...row, token, expiresAt }
  } finally {
    await staged.drop()
  }
}
