import type { ImageItem, Lang } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { presentImage } from './image-presenter.js'
import { imageRepository } from './image-repository.js'

/** Pictures placed on a section or the home page (banners, a conference's venue), as the site shows them. */
export function imageService(db: Kysely<DB>) {
  const images = imageRepository(db)
  return {
    /** A section's images of one type in order; menuId null names the home page. */
    async list(menuId: number | null, type: string, lang: Lang): Promise<ImageItem[]> {
      return (await images.list(menuId, type)).map((r) => presentImage(r, lang))
    },

    /** The same in both languages from one read: the page shell carries both. */
    async listBothLanguages(menuId: number | null, type: string): Promise<Record<Lang, ImageItem[]>> {
      const rows = await images.list(menuId, type)
      return { zh: rows.map((r) => presentImage(r, 'zh')), en: rows.map((r) => presentImage(r, 'en')) }
    },
  }
}

export type ImageService = ReturnType<typeof imageService>
