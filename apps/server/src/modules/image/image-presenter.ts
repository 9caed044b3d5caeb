import type { ImageItem, Lang } from '@ibr/contract'
import { imageUrl } from '../../lib/file-url.js'
import { loc } from '../../lib/localise.js'
import type { ImageRow } from './image-repository.js'

export function presentImage(row: ImageRow, lang: Lang): ImageItem {
  return {
    id: row.id,
    url: imageUrl(row.file_id) ?? '',
    title: loc(row, 'title', lang),
    link: row.link,
    width: row.width ?? 0,
    height: row.height ?? 0,
  }
}
