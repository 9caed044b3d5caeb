import type { BannerRow } from '@ibr/contract/staff'
import { imageUrl } from '../../lib/file-url.js'
import type { BannerAdminRow } from './banner-repository.js'

/** A banner as the console shows it: both titles, the image's address and size, whether it is shown. */
export function presentBanner(row: BannerAdminRow): BannerRow {
  return {
    id: row.id,
    fileId: row.file_id,
    url: imageUrl(row.file_id) ?? '',
    width: row.width ?? 0,
    height: row.height ?? 0,
    link: row.link,
    zh: { title: row.title_zh },
    en: { title: row.title_en },
    hidden: !row.visible,
  }
}
