import type { MediaKind, MediaListBody } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The media library's rows of `file`: public files, the ones staff place in content. Takes a transaction as well. */
export function mediaRepository(db: Kysely<DB>) {
  const library = () =>
    db
      .selectFrom('file as f')
      .leftJoin('staff_user as u', 'u.id', 'f.uploaded_by')
      .where('f.visibility', '=', 'public')
      .select([
        'f.id',
        'f.sha256',
        'f.name',
        'f.kind',
        'f.mime',
        'f.size',
        'f.width',
        'f.height',
        'f.alt_zh',
        'f.alt_en',
        'f.focal_x',
        'f.focal_y',
        'f.created_at',
        sql<string | null>`nullif(coalesce(nullif(u.name, ''), u.username), '')`.as('uploader'),
      ])

  return {
    async list(query: Omit<MediaListBody, 'lang'> & { uploadedBy?: number }): Promise<{ total: number; rows: MediaRow[] }> {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      let q = library()
      if (query.kind) q = q.where('f.kind', '=', query.kind)
      if (query.uploadedBy !== undefined) q = q.where('f.uploaded_by', '=', query.uploadedBy)
      for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
        // A file id pasted from a refusal or a page's address finds its file too.
        q = q.where((eb) => eb.or([eb('f.name', 'ilike', likeOf(word)), eb('f.id', '=', word)]))
      }
      const [count, rows] = await Promise.all([
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        q
          .orderBy('f.created_at', 'desc')
          .orderBy('f.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return { total: Number(count.n), rows }
    },

    find(id: string): Promise<MediaRow | undefined> {
      return library().where('f.id', '=', id).executeTakeFirst()
    },

    /** The row, locked until the transaction ends: a delete and a change to it do not cross. */
    lock(id: string) {
      return db
        .selectFrom('file')
        .select(['id', 'sha256', 'name', 'kind', 'focal_x', 'focal_y'])
        .where('id', '=', id)
        .where('visibility', '=', 'public')
        .forUpdate()
        .executeTakeFirst()
    },

    async update(id: string, change: MediaChange): Promise<void> {
      if (Object.keys(change).length === 0) return
      await db.updateTable('file').set(change).where('id', '=', id).execute()
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('file').where('id', '=', id).execute()
    },
  }
}

export interface MediaRow {
  id: string
  sha256: string
  name: string
  kind: MediaKind
  mime: string
  size: number
  width: number | null
  height: number | null
  alt_zh: string
  alt_en: string
  focal_x: number | null
  focal_y: number | null
  created_at: Date
  uploader: string | null
}

export interface MediaChange {
  name?: string
  alt_zh?: string
  alt_en?: string
  focal_x?: number | null
  focal_y?: number | null
}
