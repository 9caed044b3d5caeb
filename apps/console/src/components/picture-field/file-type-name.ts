import { useCallback } from 'react'
import { useMessages } from '../../i18n/use-t'
import { messages } from './messages'

/** Formats as people name them, by the MIME type's subtype (or the whole type for office files). */
const FORMATS: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
  avif: 'AVIF',
  'svg+xml': 'SVG',
  bmp: 'BMP',
  tiff: 'TIFF',
  mp4: 'MP4',
  webm: 'WebM',
  quicktime: 'QuickTime',
  mpeg: 'MPEG',
  pdf: 'PDF',
  zip: 'ZIP',
  csv: 'CSV',
  plain: 'TXT',
  msword: 'Word',
  'vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'vnd.ms-excel': 'Excel',
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'vnd.ms-powerpoint': 'PowerPoint',
  'vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
}

type Family = 'image' | 'video' | 'audio' | 'document'
const familyOf = (type: string): Family => (type === 'image' || type === 'video' || type === 'audio' ? type : 'document')

/**
 * A file's type in words (`image/jpeg` → "JPEG image" / "JPEG 图片", a Word file → "Word document"),
 * in the console's language; a format it does not know is named by its kind alone.
 */
export function useFileTypeName(): (mime: string) => string {
  const t = useMessages(messages)
  return useCallback(
    (mime: string) => {
      const [type = '', subtype = ''] = mime.toLowerCase().split(';')[0]!.trim().split('/')
      const family = familyOf(type)
      const format = FORMATS[subtype]
      return format ? t(`fileType.${family}`, { format }) : t(`fileType.${family}.unknown`)
    },
    [t],
  )
}
