import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import { UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@ibr/contract'
import { MEDIA_TYPES } from '@ibr/contract/staff'
// file-type's detectors are loaded by the first file checked, not at every server's start.
import type { FileTypeResult } from 'file-type'

export type FileKind = 'image' | 'document' | 'video'

/** Staff content may also carry video (the media library, demo videos); public uploads are limited to images and documents. */
const VIDEO_TYPES = MEDIA_TYPES.video

/** Legacy Office files are OLE compound files; file-type names them by container, the name tells which. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

export interface Detected {
  mime: string
  ext: string
  kind: FileKind
}

/**
 * Decides a file's type from its bytes. The name is consulted only to tell apart legacy Office
 * formats that share one container, never to accept bytes that are not what they claim.
 */
export async function detectFile(bytes: Buffer, name: string, allowVideo = false): Promise<Detected | null> {
  return classify(await (await import('file-type')).fileTypeFromBuffer(bytes), name, allowVideo)
}

/** The same from a stream, reading only as far as the type needs (a video is not read whole). */
export async function detectStream(stream: Readable, name: string, allowVideo = false): Promise<Detected | null> {
  try {
    return classify(
      await (await import('file-type')).fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>),
      name,
      allowVideo,
    )
  } finally {
    stream.destroy()
  }
}

function classify(found: FileTypeResult | undefined, name: string, allowVideo: boolean): Detected | null {
  if (!found) return null
  if ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'image' }
  if ((UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'document' }
  if (found.mime === 'application/x-cfb') {
    const ext = name.toLowerCase().split('.').pop() ?? ''
    const mime = CFB_BY_EXTENSION[ext]
    return mime ? { mime, ext, kind: 'document' } : null
  }
  if (allowVideo && VIDEO_TYPES.includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'video' }
  return null
}
