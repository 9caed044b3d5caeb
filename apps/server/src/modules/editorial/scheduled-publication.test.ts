// PostgreSQL pass: a waiting version is published by the job queue against the database's clock.
import { ArticleGetRet, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextScheduledChange } from '../../changes/schedule-repository.js'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { expectShape } from '../../test/shape.js'
import type { StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/**
 * A scheduled change leaves what is online in place until its time, then replaces it; an unpublish
 * time still to come leaves the item online until then. Times are a second or two ahead of the real
 * clock, and an answer is judged "before" only when it arrived before the moment (a loaded machine
 * may pass it first: the check is then skipped, never failed).
 */
let t: TestApp
let section: number
let editor: StaffClient
let reviewer: StaffClient

beforeAll(async () => {
  // Cached answers on, as in production: the change must reach them at its time too.
  t = await createTestApp({ CACHE_TTL_SECONDS: '600', SECTION_CACHE_SECONDS: '600' })
  section = await addSection(t)
  ;({ editor, reviewer } = await editorialTeam(t, section))
})
afterAll(() => t.close())

const AHEAD_MS = 2500

/** The title readers get on the item's page (null: not found) and whether the section lists it. */
async function seen(id: number) {
  const detail = await t.post('/api/article/detail', { id, lang: 'en' })
  const list = await t.post('/api/article/list', { menuId: section, page: '{"pageNum":1,"pageSize":50}', lang: 'en' })
  return {
    title: detail.status === 200 ? (detail.json.retMap.article.title as string) : null,
    listed: (list.json.retMap.articleList as { id: number }[]).some((a) => a.id === id),
  }
}

async function expectBefore<T>(at: number, read: () => Promise<T>, expected: T) {
  const answer = await read()
  if (Date.now() < at) expect(answer).toEqual(expected)
}

async function get(id: number) {
  const res = await reviewer.post(STAFF_API.articleGet, { id })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(ArticleGetRet, res.json.retMap)
  return (res.json.retMap as ArticleGetRet).article
}

/** Saves a change of the English title with a publish time, submits it and has it approved. */
async function approveChange(id: number, version: number, fields: Record<string, unknown>) {
  const saved = await editor.post(STAFF_API.articleSave, { id, version, ...fields })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  const submitted = await editor.post(STAFF_API.articleSubmit, { id, version: saved.json.retMap.version })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  const approved = await reviewer.post(STAFF_API.articleApprove, { id, version: submitted.json.retMap.version })
  expect(approved.status, JSON.stringify(approved.json)).toBe(200)
  return approved.json.retMap as { version: number; status: string }
}

/** Runs every job due now, as the workers every instance starts do each second (a pass takes two at a time). */
async function runJobs() {
  while ((await t.app.services.jobs.poll()) > 0);
}

describe('a scheduled change of an item that is online', () => {
  it('keeps the published version online until its time, then replaces it, and the console says which is which', async () => {
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Old title' } })
    expect(await seen(item.id)).toEqual({ title: 'Old title', listed: true })
    expect((await get(item.id)).schedule).toEqual({ online: { version: item.version, until: null }, next: null })

    const at = Date.now() + AHEAD_MS
    const approved = await approveChange(item.id, item.version, { en: { title: 'New title' }, publishAt: new Date(at).toISOString() })
    expect(approved.status).toBe('published')

    await expectBefore(at, () => seen(item.id), { title: 'Old title', listed: true })
    await runJobs()
    await expectBefore(at, () => seen(item.id), { title: 'Old title', listed: true })
    const waiting = await get(item.id)
    if (Date.now() < at) {
      expect(waiting.schedule).toEqual({
        online: { version: item.version, until: null },
        next: { version: approved.version, at: new Date(at).toISOString(), failed: false },
      })
      expect(waiting.live).toEqual({ zh: true, en: true })
    }

    await vi.waitFor(
      async () => {
        await runJobs()
        expect(await seen(item.id)).toEqual({ title: 'New title', listed: true })
      },
      { timeout: 15_000, interval: 100 },
    )
    expect((await get(item.id)).schedule).toEqual({ online: { version: approved.version, until: null }, next: null })
    const row = await t.deps.db.selectFrom('article').where('id', '=', item.id).select('publish_at').executeTakeFirstOrThrow()
    expect(row.publish_at.toISOString()).toBe(new Date(at).toISOString())
  }, 30_000)

  it('keeps a language approved for later when a second approval replaces the waiting version', async () => {
    const item = await publishedItem(editor, reviewer, section, { zh: { title: '旧标题' }, en: { title: 'Old' } })
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const first = await approveChange(item.id, item.version, { zh: { title: '新标题' }, publishAt: at })
    // Then only English is changed and approved: the Chinese change approved before still waits with it.
    const second = await approveChange(item.id, first.version, { en: { title: 'New' } })
    const waiting = await t.deps.db.selectFrom('article_scheduled').where('article_id', '=', item.id).selectAll().executeTakeFirstOrThrow()
    expect({ version: waiting.version, langs: [...waiting.langs].sort(), zh: waiting.doc.zh.title, en: waiting.doc.en.title }).toEqual({
      version: second.version,
      langs: ['en', 'zh'],
      zh: '新标题',
      en: 'New',
    })
    expect(await seen(item.id)).toEqual({ title: 'Old', listed: true })
    // The dashboard lists it as scheduled, at the waiting version's time, and as online.
    const dashboard = (await reviewer.post(STAFF_API.dashboard, { lang: 'en' })).json.retMap
    expect(dashboard.scheduled).toContainEqual(expect.objectContaining({ id: item.id, time: at }))
    expect(dashboard.published).toContainEqual(expect.objectContaining({ id: item.id }))
  })

  it('drops the waiting version when the item is archived', async () => {
    const item = await publishedItem(editor, reviewer, section)
    const at = Date.now() + 1500
    await approveChange(item.id, item.version, { en: { title: 'Never shown' }, publishAt: new Date(at).toISOString() })
    expect((await reviewer.post(STAFF_API.articleArchive, { id: item.id })).status).toBe(200)
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(at + 100), { timeout: 5000, interval: 50 })
    await runJobs()
    expect(await seen(item.id)).toEqual({ title: null, listed: false })
    expect((await get(item.id)).schedule).toEqual({ online: null, next: null })
  })
})

describe('publish and unpublish times of a new item', () => {
  it('lists and serves an item whose unpublish time is still to come until that time', async () => {
    const at = Date.now() + AHEAD_MS
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Until soon' }, unpublishAt: new Date(at).toISOString() })
    await expectBefore(at, () => seen(item.id), { title: 'Until soon', listed: true })
    const got = await get(item.id)
    if (Date.now() < at) {
      expect(got.schedule).toEqual({ online: { version: item.version, until: new Date(at).toISOString() }, next: null })
    }
    await vi.waitFor(async () => expect(await seen(item.id)).toEqual({ title: null, listed: false }), { timeout: 15_000, interval: 100 })
    expect((await get(item.id)).schedule).toEqual({ online: null, next: null })
  }, 30_000)

  it('shows a new item at its publish time, and the console says which version goes online when', async () => {
    const at = Date.now() + AHEAD_MS
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Soon' }, publishAt: new Date(at).toISOString() })
    await expectBefore(at, () => seen(item.id), { title: null, listed: false })
    const got = await get(item.id)
    if (Date.now() < at) {
      expect(got.schedule).toEqual({ online: null, next: { version: item.version, at: new Date(at).toISOString(), failed: false } })
      expect(got.live).toEqual({ zh: false, en: false })
    }
    await vi.waitFor(async () => expect(await seen(item.id)).toEqual({ title: 'Soon', listed: true }), { timeout: 15_000, interval: 100 })
    expect((await get(item.id)).schedule).toEqual({ online: { version: item.version, until: null }, next: null })
  }, 30_000)

  it('knows the waiting version as the next scheduled change, so cached answers expire at its time', async () => {
    const item = await publishedItem(editor, reviewer, section)
    const at = new Date(Date.now() + 600_000)
    await approveChange(item.id, item.version, { publishAt: at.toISOString(), en: { title: 'Later' } })
    // The approval's announcement reads the next change again once it has committed.
    await vi.waitFor(() => expect(t.app.services.changes.nextChange()?.getTime()).toBeLessThanOrEqual(at.getTime()), { timeout: 5000 })
    expect(await nextScheduledChange(t.deps.db, new Date(at.getTime() - 1))).toEqual(at)
  })
})

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('serves the waiting version on the other instance once one instance has published it', async () => {
    const other = await createTestApp({ CACHE_TTL_SECONDS: '600', SECTION_CACHE_SECONDS: '600' }, { sameDatabaseAs: t })
    try {
      const item = await publishedItem(editor, reviewer, section, { en: { title: 'Before' } })
      const at = Date.now() + AHEAD_MS
      await approveChange(item.id, item.version, { en: { title: 'After' }, publishAt: new Date(at).toISOString() })
      const detail = async () => (await other.post('/api/article/detail', { id: item.id, lang: 'en' })).json.retMap.article.title as string
      // Kept in the other instance's cache, as a reader's request would have left it.
      await expectBefore(at, detail, 'Before')
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(at), { timeout: 10_000, interval: 50 })
      await runJobs()
      await vi.waitFor(async () => expect(await detail()).toBe('After'), { timeout: 1000, interval: 20 })
    } finally {
      await other.close()
    }
  }, 30_000)
})
