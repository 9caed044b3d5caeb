import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobCount, createTestApp, type TestApp } from '../../test/test-app.js'
import { sweepExpiredDrafts } from './draft-sweeper.js'
import { SWEEP_DRAFTS_JOB } from './file-jobs.js'
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

  it('runs as a recurring job: due at the first poll, then once per ten-minute occurrence', async () => {
    const { jobs } = t.app.services
    const first = (await upload(t, pdfBytes(), 'first.pdf')).json.retMap
    await expire(first.fileId)
    // The sweep and the app's other recurring jobs (reminders, retention, the search sync, the queue's
    // own purge): all due at the first start, taken over as many polls as the worker's concurrency needs.
    let ran = 0
    for (let n = await jobs.poll(); n > 0; n = await jobs.poll()) ran += n
    const recurring = await t.deps.db.selectFrom('job_schedule').select('name').execute()
    expect(recurring.map((r) => r.name)).toContain(SWEEP_DRAFTS_JOB)
    expect(ran).toBeGreaterThanOrEqual(recurring.length)
    expect(await exists(first.fileId)).toBe(false)

    const second = (await upload(t, pdfBytes(), 'second.pdf')).json.retMap
    await expire(second.fileId)
    // The next occurrence is ten minutes away: polling again does not sweep. (Another job may be due:
    // a search sync that indexed something announces the change, which queues one more sync.)
    await jobs.poll()
    expect(await exists(second.fileId)).toBe(true)
    const schedule = await t.deps.db.selectFrom('job_schedule').selectAll().where('name', '=', SWEEP_DRAFTS_JOB).executeTakeFirstOrThrow()
    expect(schedule.every_seconds).toBe(600)

    await t.deps.db
      .updateTable('job_schedule')
      .set({ next_run_at: sql<Date>`now() - interval '1 second'` })
      .where('name', '=', SWEEP_DRAFTS_JOB)
      .execute()
    expect(await jobs.poll()).toBeGreaterThanOrEqual(1)
    expect(await exists(second.fileId)).toBe(false)
  })
})
