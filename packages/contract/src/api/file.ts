import Type, { type Static } from 'typebox'
import { IMAGE_RATIOS } from '../files.js'
import { body, FileId } from './common.js'

export const UploadRet = Type.Object({
  fileId: FileId,
  name: Type.String({ description: 'the name the file was sent with, cleaned' }),
  size: Type.Integer({ description: 'size in bytes' }),
  type: Type.String({ description: 'MIME type decided from the bytes' }),
  token: Type.String({ description: 'secret needed to delete the draft or hand it in with a form' }),
  expiresAt: Type.String({ description: 'when the draft is removed unless handed in, ISO 8601' }),
})
export type UploadRet = Static<typeof UploadRet>

/**
 * A file id as a call names it: one the server could not have made (FileId's pattern) is answered
 * notFound like an unknown one, the same as on the GET routes, rather than badRequest.
 */
const FileIdRef = Type.String({ maxLength: 200, description: 'a file id made by the server; any other value is answered notFound' })

export const FileDeleteBody = body({
  fileId: FileIdRef,
  token: Type.String({ minLength: 16, maxLength: 64, description: 'the token the upload answered' }),
})
export const FileDeleteRet = Type.Object({}, { description: 'nothing: the draft is gone' })
export type FileDeleteRet = Static<typeof FileDeleteRet>
export const FileDownloadBody = body({ fileId: FileIdRef })

/** Query of GET /file/image/{id}. */
export const FileImageQuery = Type.Object({
  w: Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,8}$',
      description: 'wanted width in pixels: a resized WebP, rounded up to one of IMAGE_WIDTHS, never wider than the original',
    }),
  ),
  ratio: Type.Optional(
    Type.Enum(IMAGE_RATIOS, {
      description:
        'width x height to cut the image to, around its focal point (the centre when none is set); revalidated, since the point may move',
    }),
  ),
})
/** Query of GET /file/common/download/{id}. */
export const FileDownloadQuery = Type.Object({
  inline: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0')], { description: '1: shown in the page (video playback) rather than saved' }),
  ),
})
