import { UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@ibr/contract'
import { fileTypeFromBuffer } from 'file-type'

export type FileKind = 'image' | 'document' | 'video'

/** Kinds staff content may also carry (demo videos); public uploads are limited to images and documents. */
const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const

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
  const found = await fileTypeFromBuffer(bytes)
  if (!found) return null
  if ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'image' }
  if ((UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'document' }
  if (found.mime === 'application/x-cfb') {
    const ext = name.toLowerCase().split('.').pop() ?? ''
    const mime = CFB_BY_EXTENSION[ext]
    return mime ? { mime, ext, kind: 'document' } : null
  }
  if (allowVideo && (VIDEO_TYPES as readonly string[]).includes(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'video' }
  return null
}
