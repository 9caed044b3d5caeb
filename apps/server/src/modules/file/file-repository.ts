import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** SQL over the `file` table. Takes a transaction as well as the database. */
export function fileRepository(db: Kysely<DB>) {
  return {
    async insert(row: Insertable<DB['file']>): Promise<void> {
      await db.insertInto('file').values(row).execute()
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('file').where('id', '=', id).execute()
    },

    /** An image file's blob and width (undefined: not an image, or deleted). */
    findImage(id: string) {
      return db.selectFrom('file').select(['sha256', 'width']).where('id', '=', id).where('kind', '=', 'image').executeTakeFirst()
    },

    /** A file anyone may fetch; drafts and private files are never served. */
    findPublic(id: string) {
      return db
        .selectFrom('file')
        .select(['id', 'sha256', 'mime', 'kind', 'size', 'name', 'width', 'height', 'focal_x', 'focal_y'])
        .where('id', '=', id)
        .where('visibility', '=', 'public')
        .executeTakeFirst()
    },

    findDraft(id: string) {
      return db
        .selectFrom('file')
        .select(['id', 'sha256', 'token_hash'])
        .where('id', '=', id)
        .where('visibility', '=', 'draft')
        .executeTakeFirst()
    },

    /** Deletes a draft unless it was handed in meanwhile; answers its hash when it was deleted. */
    async deleteDraft(id: string): Promise<string | undefined> {
      const row = await db.deleteFrom('file').where('id', '=', id).where('visibility', '=', 'draft').returning('sha256').executeTakeFirst()
      return row?.sha256
    },

    /** Deletes every draft past its expiry; answers the hashes of the deleted rows. */
    async deleteExpiredDrafts(): Promise<string[]> {
      const rows = await db
        .deleteFrom('file')
        .where('visibility', '=', 'draft')
        .where('expires_at', '<=', sql<Date>`now()`)
        .returning('sha256')
        .execute()
      return rows.map((r) => r.sha256)
    },

    async countBySha(sha256: string): Promise<number> {
      const row = await db
        .selectFrom('file')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('sha256', '=', sha256)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async isShaReferenced(sha256: string): Promise<boolean> {
      const row = await db.selectFrom('file').select('id').where('sha256', '=', sha256).limit(1).executeTakeFirst()
      return row !== undefined
    },

    /** Records a blob's removal as waiting for the backups copying files (blob-release.ts). */
    async deferRelease(sha256: string): Promise<void> {
      await db
        .insertInto('blob_release_pending')
        .values({ sha256 })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute()
    },

    /**
     * Records a blob whose last row went as due for removal at `dueAt` (DELETED_FILE_KEEP_DAYS on): one
     * already pending keeps the later of the two times.
     */
    async keepRelease(sha256: string, dueAt: Date): Promise<void> {
      await db
        .insertInto('blob_release_pending')
        .values({ sha256, due_at: dueAt })
        .onConflict((oc) => oc.column('sha256').doUpdateSet({ due_at: sql<Date>`greatest(blob_release_pending.due_at, excluded.due_at)` }))
        .execute()
    },

    /** Whether a blob's bytes are kept past `now` for a database recovered to an earlier moment. */
    async isKeptAfter(sha256: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('blob_release_pending')
        .select('sha256')
        .where('sha256', '=', sha256)
        .where('due_at', '>', now)
        .executeTakeFirst()
      return row !== undefined
    },

    /** Up to `limit` deferred removals due by `dueBy` after the given hash, in hash order. */
    async pendingReleases(after: string, limit: number, dueBy: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('blob_release_pending')
        .select('sha256')
        .where('sha256', '>', after)
        .where('due_at', '<=', dueBy)
        .orderBy('sha256')
        .limit(limit)
        .execute()
      return rows.map((r) => r.sha256)
    },

    /** Takes a pending removal off the list when it is still due by `dueBy` (a later delete may have kept it longer). */
    async forgetPendingRelease(sha256: string, dueBy: Date): Promise<boolean> {
      const result = await db
        .deleteFrom('blob_release_pending')
        .where('sha256', '=', sha256)
        .where('due_at', '<=', dueBy)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /**
     * Live drafts among the ids, locked until the transaction ends so a delete or the sweeper cannot
     * take them away while a form hands them in.
     */
    lockLiveDrafts(ids: readonly string[]) {
      return db
        .selectFrom('file')
        .select(['id', 'mime', 'kind', 'token_hash', 'size'])
        .where('id', 'in', ids)
        .where('visibility', '=', 'draft')
        .where('expires_at', '>', sql<Date>`now()`)
        .forUpdate()
        .execute()
    },

    /** Turns handed-in drafts into private files: no token, no expiry. */
    async makePrivate(ids: readonly string[]): Promise<number> {
      const result = await db
        .updateTable('file')
        .set({ visibility: 'private', token_hash: null, expires_at: null })
        .where('id', 'in', ids)
        .where('visibility', '=', 'draft')
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}

export type PublicFile = NonNullable<Awaited<ReturnType<ReturnType<typeof fileRepository>['findPublic']>>>
