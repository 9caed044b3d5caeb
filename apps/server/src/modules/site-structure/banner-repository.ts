import { sql, type Kysely, type Updateable } from 'kysely'
import type { DB, ImageTable } from '../../db/schema.js'
import { holdPublicImage } from '../file/index.js'

/** One number for every change to the home page's banners (pg_advisory_xact_lock's key). */
const BANNER_LOCK = 7_310_202

/** The home page's banners are the `image` rows of no section and of type `top` (what /api/image/url reads). */
const HOME = { type: 'top' } as const

export type BannerAdminRow = Awaited<ReturnType<ReturnType<typeof bannerRepository>['list']>>[number]

/** A new banner as the service writes it. */
export interface NewBanner {
  file_id: string
  link: string | null
  title_zh: string
  title_en: string
  sort: number
  status: 'published' | 'draft'
  created_by: string
  updated_by: string
}

export function bannerRepository(db: Kysely<DB>) {
  return {
    /** Serialises changes, so two people adding at once cannot both find room for the seventh banner. */
    async lock() {
      await sql`select pg_advisory_xact_lock(${BANNER_LOCK})`.execute(db)
    },

    /** Every banner but archived ones, in display order. */
    list() {
      return db
        .selectFrom('image as i')
        .innerJoin('file as f', 'f.id', 'i.file_id')
        .where('i.menu_id', 'is', null)
        .where('i.type', '=', HOME.type)
        .where('i.status', '<>', 'archived')
        .select([
          'i.id',
          'i.file_id',
          'i.title_zh',
          'i.title_en',
          'i.link',
          'i.sort',
          'i.publish_at',
          'f.width',
          'f.height',
          sql<boolean>`i.status = 'published' and i.publish_at <= now() and (i.unpublish_at is null or i.unpublish_at > now())`.as(
            'visible',
          ),
        ])
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute()
    },

    /** Whether the file is an image the site may show, held until the transaction ends (file/public-image-repository.ts). */
    isPublicImage: (fileId: string): Promise<boolean> => holdPublicImage(db, fileId),

    async insert(banner: NewBanner): Promise<number> {
      const { id } = await db
        .insertInto('image')
        .values({ ...banner, menu_id: null, type: HOME.type })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    async update(id: number, set: Updateable<ImageTable>) {
      await db
        .updateTable('image')
        .set({ ...set, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute()
    },

    /** Puts the banners in this order. */
    async order(ids: readonly number[], username: string) {
      for (const [sort, id] of ids.entries()) {
        await db
          .updateTable('image')
          .set({ sort, updated_at: sql`now()`, updated_by: username })
          .where('id', '=', id)
          .execute()
      }
    },

    async remove(id: number) {
      await db.deleteFrom('image').where('id', '=', id).execute()
    },
  }
}
