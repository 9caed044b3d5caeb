/**
 * What the media library takes: the kinds of file, the types of each as decided from the
 * bytes, and the largest file of each kind. The console shows the limits before an upload and refuses
 * a file over them before sending it; the server enforces them. No TypeBox: the console loads it.
 */
import { OFFICE_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '../files.js'

export const MEDIA_KINDS = ['image', 'document', 'video'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

const MB = 1024 * 1024

/** Types a library file may be, by kind: images, PDF and Office documents, video. */
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  image: UPLOAD_IMAGE_TYPES,
  document: OFFICE_DOCUMENT_TYPES,
  video: ['video/mp4', 'video/webm'],
}

/** File name endings of each kind, for the file chooser and to tell a file's kind before it is sent. */
export const MEDIA_EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
  document: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'],
  video: ['.mp4', '.webm'],
}

/** The largest file of each kind, in bytes. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 20 * MB,
  document: 50 * MB,
  video: 200 * MB,
}

/** The largest upload of any kind: the server reads no further before it knows the kind. */
export const MEDIA_UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES))

/** Longest alt text (characters) and file name. */
export const MEDIA_ALT_MAX = 300
export const MEDIA_NAME_MAX = 120

/**
 * The kind a file will be, from the type the browser gives it or else its name: the console's guess
 * before sending, to show the kind's limit. The server decides from the bytes.
 */
export function mediaKindOf(name: string, type = ''): MediaKind | null {
  const byType = MEDIA_KINDS.find((kind) => MEDIA_TYPES[kind].includes(type))
  if (byType) return byType
  const ending = name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? ''
  return MEDIA_KINDS.find((kind) => MEDIA_EXTENSIONS[kind].includes(ending)) ?? null
}

/** Where a file is used, as `media/get` and a refused `media/delete` list it (`siteSettings`: the header and footer). */
export const MEDIA_USAGE_ENTITIES = [
  'article',
  'menu',
  'banner',
  'team',
  'facility',
  'meeting',
  'researchArea',
  'faq',
  'quickLink',
  'siteSettings',
] as const
export type MediaUsageEntity = (typeof MEDIA_USAGE_ENTITIES)[number]
/**
 * Which field of the entity holds the file; `body` is an image or video inside rich text, `link` an
 * address that leads to the file, `form` a registration form's text, `mailTemplates` a conference's messages.
 */
export const MEDIA_USAGE_FIELDS = [
  'picture',
  'pictureVertical',
  'video',
  'attachments',
  'photo',
  'image',
  'body',
  'link',
  'form',
  'mailTemplates',
  'logo',
  'partnerLogo',
  'qrCode',
] as const
export type MediaUsageField = (typeof MEDIA_USAGE_FIELDS)[number]
/** The public row, or the working copy (the editor's, not yet approved) of an article or a record. */
export const MEDIA_USAGE_COPIES = ['public', 'working'] as const
export type MediaUsageCopy = (typeof MEDIA_USAGE_COPIES)[number]
