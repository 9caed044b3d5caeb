import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import type { ListFilter, ListKey } from './article-list-repository.js'
import { articleRepository } from './article-repository.js'
import { articleService } from './article-service.js'
import { sectionPageKeys } from './section-page-keys.js'

/** A section of `n` rows whose key is its position: a reader answering every `stride`-th one after a key. */
function fakeSection(n: number) {
  const rows: ListKey[] = Array.from({ length: n }, (_, i) => ({ pinned: false, publishAt: String(i), id: i }))
  const read = vi.fn((after: ListKey | undefined, stride: number, count: number) => {
    const from = after ? after.id + 1 : 0
    return Promise.resolve(
      rows
        .slice(from)
        .filter((_, i) => (i + 1) % stride === 0)
        .slice(0, count),
    )
  })
  return { rows, read }
}

describe('sectionPageKeys', () => {
  it('begins a deep page after the nearest kept key, learning the keys before it once', async () => {
    const keys = sectionPageKeys(30, { stride: 10 })
    const { read } = fakeSection(100)
    // Row 57 is the 8th of the 6th stride: after row 49 (the 5th key), skip 7.
    expect(await keys.start('s', 57, read)).toEqual({ after: expect.objectContaining({ id: 49 }), skip: 7 })
    expect(read).toHaveBeenCalledTimes(1)
    // Nearer pages use what is known; a deeper one learns only the keys it lacks.
    expect(await keys.start('s', 23, read)).toEqual({ after: expect.objectContaining({ id: 19 }), skip: 3 })
    expect(read).toHaveBeenCalledTimes(1)
    expect(await keys.start('s', 81, read)).toEqual({ after: expect.objectContaining({ id: 79 }), skip: 1 })
    expect(read).toHaveBeenCalledTimes(2)
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ id: 49 }), 10, 3)
    // The first stride needs no key; a filter or section of its own has keys of its own.
    expect(await keys.start('s', 9, read)).toEqual({ skip: 9 })
    await keys.start('other', 30, read)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('shares one learning between concurrent requests and stops at the end of the section', async () => {
    const keys = sectionPageKeys(30, { stride: 10 })
    const { read } = fakeSection(35)
    const starts = await Promise.all([keys.start('s', 200, read), keys.start('s', 210, read), keys.start('s', 31, read)])
    expect(starts).toEqual([
      { after: expect.objectContaining({ id: 29 }), skip: 170 },
      { after: expect.objectContaining({ id: 29 }), skip: 180 },
      { after: expect.objectContaining({ id: 29 }), skip: 1 },
    ])
    expect(read).toHaveBeenCalledTimes(1)
    await keys.start('s', 500, read)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('forgets the keys on clear() and does not keep keys learnt across it; keeps nothing with period 0', async () => {
    const keys = sectionPageKeys(30, { stride: 10 })
    const { read } = fakeSection(100)
    await keys.start('s', 50, read)
    keys.clear()
    await keys.start('s', 50, read)
    expect(read).toHaveBeenCalledTimes(2)

    let release!: () => void
    const slow = vi.fn(async (after: ListKey | undefined, stride: number, count: number) => {
      await new Promise<void>((resolve) => (release = resolve))
      return read(after, stride, count)
    })
    keys.clear()
    const during = keys.start('s', 50, slow)
    await vi.waitFor(() => expect(slow).toHaveBeenCalled())
    keys.clear()
    release()
    // Read by its offset: the keys may name rows of before the change.
    expect(await during).toEqual({ skip: 50 })
    const after = keys.start('s', 50, slow)
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(2))
    release()
    expect(await after).toEqual({ after: expect.objectContaining({ id: 49 }), skip: 0 })

    const off = sectionPageKeys(0, { stride: 10 })
    expect(await off.start('s', 50, read)).toEqual({ skip: 50 })
  })
})

describe('keyset paging of a section', () => {
  let t: TestApp
  let menuId: number
  const SIZE = 230

  beforeAll(async () => {
    t = await createTestApp()
    const { db } = t.deps
    menuId = (
      await db
        .insertInto('menu')
        .values({ name_zh: '分页', name_en: 'Paging', list_template: 'ibrNewsnews', sort: 990 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    // Rows sharing a publication time (down to the microsecond, which a Date would lose), pins,
    // rows that are not public, and a category: every way two rows' order or visibility may differ.
    const base = Date.now() - 86_400_000
    const ids = await db
      .insertInto('article')
      .values(
        Array.from({ length: SIZE }, (_, i) => ({
          kind: 'news',
          title_zh: `分页 ${i}`,
          title_en: `Paging ${i}`,
          body_zh: sanitize('<p>正文</p>'),
          category: i % 3 === 0 ? 'policies' : null,
          status: i % 17 === 0 ? 'draft' : 'published',
          publish_at: sql<Date>`${new Date(base - Math.floor(i / 4) * 60_000).toISOString()}::timestamptz + make_interval(secs => ${(i % 2) * 0.000123})`,
        })),
      )
      .returning('id')
      .execute()
    await db
      .insertInto('article_menu')
      .values(ids.map(({ id }, i) => ({ article_id: id, menu_id: menuId, publish_at: new Date(), pinned: i % 41 === 0 })))
      .execute()
    t.app.services.menu.invalidate()
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads the rows the offset reads, at every offset, with or without a filter', async () => {
    const articles = articleRepository(t.deps.db)
    const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id)
    for (const filter of [{}, { category: 'policies' }] as ListFilter[]) {
      const keys = sectionPageKeys(30, { stride: 7 })
      for (let offset = 0; offset < SIZE; offset += 3) {
        const start = await keys.start('s', offset, (after, stride, n) => articles.keysAt(menuId, filter, after, stride, n))
        if (offset >= 7) expect(start.after).toBeDefined()
        const keyset = await articles.page(menuId, filter, start.skip, 5, start.after)
        const offsetRows = await articles.page(menuId, filter, offset, 5)
        expect(idsOf(keyset), `${JSON.stringify(filter)} offset ${offset}`).toEqual(idsOf(offsetRows))
      }
    }
  })

  it('lists the same pages through the service with kept keys as without, also after a change', async () => {
    const section = (await t.app.services.menu.tree()).get(menuId)!
    const kept = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 30)
    const plain = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0)
    const pages = async (service: typeof kept) => {
      const out: number[][] = []
      for (const pageNum of [23, 1, 12, 21, 11, 22])
        out.push((await service.list(section, {}, pageNum, 10, 'en')).articleList.map((a) => a.id))
      return out
    }
    expect(await pages(kept)).toEqual(await pages(plain))
    // A newer item moves every row one place down: the kept keys are forgotten with the counts.
    const { db } = t.deps
    const { id } = await db
      .insertInto('article')
      .values({ kind: 'news', title_zh: '新', title_en: 'New', body_zh: sanitize('<p>正文</p>'), publish_at: new Date(Date.now() - 1000) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('article_menu').values({ article_id: id, menu_id: menuId, publish_at: new Date() }).execute()
    kept.clearCounts()
    expect(await pages(kept)).toEqual(await pages(plain))
  })
})
