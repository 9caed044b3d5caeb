import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blobCount, createTestApp, type TestApp } from '../../test/test-app.js'
import { startDraftSweeper, sweepExpiredDrafts } from './draft-sweeper.js'
import { pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const exists = async (id: string) => (await t.deps.db.selectFrom('file').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
const expire = (id: string) =>
  t.deps.db
    .updateTable('file')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('id', '=', id)
    .execute()

describe('draft sweeper', () => {
  it('removes expired drafts and their blobs, and keeps live drafts and other files', async () => {
    const before = await blobCount(t.dataDir)
    const old = (await upload(t, await pngBytes(), 'old.png')).json.retMap
    const live = (await upload(t, pdfBytes(), 'live.pdf')).json.retMap
    const shared = pdfBytes()
    const expiredTwin = (await upload(t, shared, 'twin-a.pdf')).json.retMap
    const keptTwin = (await upload(t, shared, 'twin-b.pdf')).json.retMap
    expect(await blobCount(t.dataDir)).toBe(before + 3)
    await expire(old.fileId)
    await expire(expiredTwin.fileId)

    expect(await sweepExpiredDrafts(t.deps)).toBe(2)
    expect(await exists(old.fileId)).toBe(false)
    expect(await exists(expiredTwin.fileId)).toBe(false)
    expect(await exists(live.fileId)).toBe(true)
    expect(await exists(keptTwin.fileId)).toBe(true)
    // The twin's blob stays: another row still names the same bytes.
    expect(await blobCount(t.dataDir)).toBe(before + 2)
    expect(await sweepExpiredDrafts(t.deps)).toBe(0)
  })

  it('never sweeps a private or public file, even with an expiry in the past', async () => {
    const res = (await upload(t, pdfBytes(), 'handed-in.pdf')).json.retMap
    await t.deps.db
      .updateTable('file')
      .set({ visibility: 'private', expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', res.fileId)
      .execute()
    await sweepExpiredDrafts(t.deps)
    expect(await exists(res.fileId)).toBe(true)
  })

  it('sweeps once when started, and stops', async () => {
    const res = (await upload(t, pdfBytes(), 'start.pdf')).json.retMap
    await expire(res.fileId)
    const log = { info: vi.fn(), error: vi.fn() }
    const sweeper = startDraftSweeper(t.deps, log as never)
    try {
      await vi.waitFor(async () => expect(await exists(res.fileId)).toBe(false))
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ removed: 1 }, expect.any(String)))
      expect(log.error).not.toHaveBeenCalled()
    } finally {
      sweeper.stop()
    }
  })
})
