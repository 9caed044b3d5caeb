// PostgreSQL pass: each removal takes the backups' advisory lock, the server's own there.
/**
 * DELETED_FILE_KEEP_DAYS: a file's bytes outlive its last row by that many days (its image variants
 * do not), so a database recovered to a moment before the delete finds them; the file sweeper's
 * step then removes them, unless a row names the bytes again. The clock is given, never waited for.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMedia } from '../../test/media-factory.js'
import { staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'
import { releaseBlob, releasePendingBlobs } from './blob-release.js'
import { sweepExpiredDrafts } from './draft-sweeper.js'
import { ensureImageVariant } from './image-variant.js'

const DAY = 24 * 3600_000
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ DELETED_FILE_KEEP_DAYS: '14' })
})
afterAll(async () => {
  await t?.close()
})

const shaOf = async (id: string) =>
  (await t.deps.db.selectFrom('file').select('sha256').where('id', '=', id).executeTakeFirstOrThrow()).sha256
const stored = async (sha256: string) => (await t.deps.store.stat({ sha256 })) !== null
const dueAt = async (sha256: string) => {
  const row = await t.deps.db.selectFrom('blob_release_pending').select('due_at').where('sha256', '=', sha256).executeTakeFirst()
  return row && new Date(row.due_at).getTime()
}
/** The file sweeper's removal step as it runs `days` from now. */
const sweepAt = (days: number) => releasePendingBlobs(t.deps.db, t.deps.store, new Date(Date.now() + days * DAY))

describe('a deleted file', () => {
  it('keeps its bytes DELETED_FILE_KEEP_DAYS, not its image variants, and the sweeper removes them after', async () => {
    const draft = (await upload(t, await pngBytes(53, 29), 'kept.png')).json.retMap
    const sha256 = await shaOf(draft.fileId)
    expect(await ensureImageVariant(t.deps.store, sha256, 160)).toBeTruthy()
    expect(await t.deps.store.variants(sha256)).not.toEqual([])
    await t.deps.db
      .updateTable('file')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', draft.fileId)
      .execute()
    const before = Date.now()
    expect(await sweepExpiredDrafts(t.deps)).toBeGreaterThanOrEqual(1)
    expect(await stored(sha256)).toBe(true)
    expect(await t.deps.store.variants(sha256)).toEqual([])
    const due = await dueAt(sha256)
    expect(due).toBeGreaterThanOrEqual(before + 14 * DAY)
    expect(due).toBeLessThanOrEqual(Date.now() + 14 * DAY)

    await sweepAt(13.99)
    expect(await stored(sha256)).toBe(true)
    expect(await sweepAt(14.01)).toBe(1)
    expect(await stored(sha256)).toBe(false)
    expect(await dueAt(sha256)).toBeUndefined()
  })

  it('deleted from the media library likewise', async () => {
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const bytes = pdfBytes()
    const uploaded = await uploadMedia(t, admin, bytes, 'kept.pdf')
    expect(uploaded.status).toBe(200)
    const id = uploaded.json.retMap.file.id as string
    const sha256 = await shaOf(id)
    expect((await admin.post(STAFF_API.mediaDelete, { id })).status).toBe(200)
    expect(await stored(sha256)).toBe(true)
    expect(await dueAt(sha256)).toBeGreaterThan(Date.now() + 13 * DAY)
    await sweepAt(14.01)
    expect(await stored(sha256)).toBe(false)
  })

  it('is kept when a row names its bytes again before its days are over, and a later delete keeps it longer', async () => {
    const bytes = await pngBytes(59, 31)
    const first = (await upload(t, bytes, 'a.png')).json.retMap
    const sha256 = await shaOf(first.fileId)
    await t.deps.db.deleteFrom('file').where('id', '=', first.fileId).execute()
    await releaseBlob(t.deps.db, t.deps.store, sha256, 14)
    const firstDue = (await dueAt(sha256))!

    // The same bytes uploaded again, then deleted again five days later: the later due time holds.
    const again = (await upload(t, bytes, 'b.png')).json.retMap
    expect(await shaOf(again.fileId)).toBe(sha256)
    await t.deps.db.deleteFrom('file').where('id', '=', again.fileId).execute()
    await releaseBlob(t.deps.db, t.deps.store, sha256, 14, new Date(Date.now() + 5 * DAY))
    expect(await dueAt(sha256)).toBeGreaterThanOrEqual(firstDue + 5 * DAY)
    // With DELETED_FILE_KEEP_DAYS changed to 0 meanwhile, a removal does not cut short a keep already promised.
    await releaseBlob(t.deps.db, t.deps.store, sha256, 0)
    expect(await stored(sha256)).toBe(true)
    await sweepAt(14.01)
    expect(await stored(sha256)).toBe(true)

    // Named once more: the sweeper, past every due time, checks the rows and keeps the bytes.
    const third = (await upload(t, bytes, 'c.png')).json.retMap
    expect(await sweepAt(19.01)).toBe(0)
    expect(await stored(sha256)).toBe(true)
    expect(await dueAt(sha256)).toBeUndefined()
    expect(await shaOf(third.fileId)).toBe(sha256)
  })

  it('with DELETED_FILE_KEEP_DAYS=0 goes at once, as before', async () => {
    const draft = (await upload(t, pdfBytes(), 'gone.pdf')).json.retMap
    const sha256 = await shaOf(draft.fileId)
    await t.deps.db.deleteFrom('file').where('id', '=', draft.fileId).execute()
    await releaseBlob(t.deps.db, t.deps.store, sha256, 0)
    expect(await stored(sha256)).toBe(false)
    expect(await dueAt(sha256)).toBeUndefined()
  })
})
