/**
 * The media library's staff calls: list, one file with where it is used, its name, alt text
 * and focal point, delete, and the upload (multipart, one file per request).
 */
import Type, { type Static } from 'typebox'
import { body, FileId, Nullable, OneOf } from '../api/common.js'
import { bulkOf } from './bulk-api.js'
import {
  MEDIA_ALT_MAX,
  MEDIA_KINDS,
  MEDIA_NAME_MAX,
  MEDIA_USAGE_COPIES,
  MEDIA_USAGE_ENTITIES,
  MEDIA_USAGE_FIELDS,
} from './media-library.js'
import { pageOf, PagedSearch } from './paging.js'

const Kind = Type.Enum(MEDIA_KINDS, { description: 'image, document or video, decided from the bytes' })
const Fraction = (description: string) => Type.Number({ minimum: 0, maximum: 1, description })

/** A point of an image as fractions of its width and height from the top left corner. */
export const FocalPoint = Type.Object(
  { x: Fraction('across, 0 at the left edge'), y: Fraction('down, 0 at the top edge') },
  { description: 'the point every crop of the image keeps in view' },
)
export type FocalPoint = Static<typeof FocalPoint>

export const MediaFile = Type.Object({
  id: FileId,
  name: Type.String(),
  kind: Kind,
  mime: Type.String({ description: 'MIME type decided from the bytes' }),
  size: Type.Integer({ description: 'bytes' }),
  width: Nullable(Type.Integer({ description: 'pixels, for an image' })),
  height: Nullable(Type.Integer({ description: 'pixels, for an image' })),
  altZh: Type.String({ description: 'Chinese alt text of an image' }),
  altEn: Type.String({ description: 'English alt text of an image' }),
  focal: Nullable(FocalPoint),
  url: Type.String({ description: 'public address: /file/image/{id} for an image, /file/common/download/{id} otherwise' }),
  uploadedBy: Nullable(Type.String({ description: 'name of the person who uploaded it (null for files older than the library)' })),
  createdAt: Type.String({ description: 'ISO 8601' }),
})
export type MediaFile = Static<typeof MediaFile>

export const MediaListBody = body({
  ...PagedSearch,
  kind: Type.Optional(Kind),
})
export type MediaListBody = Static<typeof MediaListBody>
export const MediaListRet = Type.Object(pageOf(MediaFile, 'newest first'))
export type MediaListRet = Static<typeof MediaListRet>

export const MediaUsage = Type.Object(
  {
    entity: Type.Enum(MEDIA_USAGE_ENTITIES, { description: 'what uses the file' }),
    id: Type.Integer({ description: "the entity's id; 0 for siteSettings, which is one" }),
    title: Type.String({ description: 'in the request language, the other one when empty; may be empty' }),
    fields: Type.Array(Type.Enum(MEDIA_USAGE_FIELDS), { description: 'where in it: body is an image or video inside rich text' }),
    copies: Type.Array(Type.Enum(MEDIA_USAGE_COPIES), { description: 'the public row, the working copy, or both' }),
  },
  { description: 'one thing that uses the file' },
)
export type MediaUsage = Static<typeof MediaUsage>

const Usages = Type.Array(MediaUsage, { description: 'everything that uses the file' })
export const MediaIdBody = body({ id: FileId })
export type MediaIdBody = Static<typeof MediaIdBody>
export const MediaGetRet = Type.Object({ file: MediaFile, usages: Usages })
export type MediaGetRet = Static<typeof MediaGetRet>

export const MediaUpdateBody = body({
  id: FileId,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: MEDIA_NAME_MAX, description: 'the name shown and downloaded under' })),
  altZh: Type.Optional(Type.String({ maxLength: MEDIA_ALT_MAX, description: 'Chinese alt text' })),
  altEn: Type.Optional(Type.String({ maxLength: MEDIA_ALT_MAX, description: 'English alt text' })),
  focal: Type.Optional(Nullable(FocalPoint)),
})
export type MediaUpdateBody = Static<typeof MediaUpdateBody>
export const MediaFileRet = Type.Object({ file: MediaFile })
export type MediaFileRet = Static<typeof MediaFileRet>

export const MediaDeleteRet = Type.Object({}, { description: 'nothing: the file is gone' })
export type MediaDeleteRet = Static<typeof MediaDeleteRet>

export const MEDIA_BULK_ACTIONS = ['delete'] as const
export const MediaBulkBody = body({
  action: OneOf([...MEDIA_BULK_ACTIONS], 'delete: each file nothing uses; one in use is refused, naming where'),
  ids: bulkOf(FileId, 'the ids of the files'),
})
export type MediaBulkBody = Static<typeof MediaBulkBody>

/** The upload's parts, for the reference: the request is multipart/form-data, not JSON. */
export const MediaUploadForm = Type.Object({
  lang: Type.Optional(Type.String({ description: 'a part before the file: the language of the answer (or ?lang= in the address)' })),
  file: Type.String({ description: 'the file, one per request', contentMediaType: 'application/octet-stream' }),
})
