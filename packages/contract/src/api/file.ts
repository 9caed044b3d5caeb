import Type, { type Static } from 'typebox'
import { body, FileId } from './common.js'

/** Kinds a public upload may be, decided from the file's bytes. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const UPLOAD_DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
] as const
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.zip'] as const
/** Default upload size limit; the server's UPLOAD_MAX_BYTES setting overrides it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 20 * 1024 * 1024

export const UploadRet = Type.Object({
  fileId: FileId,
  name: Type.String({ description: 'the name the file was sent with, cleaned' }),
  size: Type.Integer({ description: 'size in bytes' }),
  type: Type.String({ description: 'MIME type decided from the bytes' }),
  token: Type.String({ description: 'secret needed to delete the draft or hand it in with a form' }),
  expiresAt: Type.String({ description: 'when the draft is removed unless handed in, ISO 8601' }),
})
export type UploadRet = Static<typeof UploadRet>

export const FileDeleteBody = body({
  fileId: FileId,
  token: Type.String({ minLength: 16, maxLength: 64, description: 'the token the upload answered' }),
})
export const FileDownloadBody = body({ fileId: FileId })

/** Widths /file/image/{id}?w= serves; another value is rounded up to the next one. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const
