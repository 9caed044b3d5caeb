import type { MediaFile } from '@ibr/contract/staff-client'

/** A library file as the media calls list it: an image unless told otherwise. */
export const mediaFile = (id: string, name: string, over: Partial<MediaFile> = {}): MediaFile => ({
  id,
  name,
  kind: 'image',
  mime: 'image/png',
  size: 2048,
  width: 800,
  height: 600,
  altZh: '',
  altEn: '',
  focal: null,
  url: `/file/image/${id}`,
  uploadedBy: 'Wang Fang',
  createdAt: '2026-11-20T02:00:00Z',
  ...over,
})

/** A document of the library (no size in pixels, no alt text). */
export const documentFile = (id: string, name: string, over: Partial<MediaFile> = {}): MediaFile =>
  mediaFile(id, name, { kind: 'document', mime: 'application/pdf', width: null, height: null, ...over })
