import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { PAGE_KEY_STRIDE } from './article-list-repository.js'
import { articleRepository } from './article-repository.js'

/**
 * A deep page read after a kept key must list the rows the plain offset lists: the same order,
 * pins first, ties on the publication time broken by id, at every skip from the key.
 */
describe('a section page after a kept key', () => {
  let t: TestApp
  let menuId: number
  // Enough rows for a few keys and a page past them, and for the fixed rows below (pins at 3, 150, 220).
  const ROWS = Math.max(2 * PAGE_KEY_STRIDE + 35, 235)
  const S = PAGE_KEY_STRIDE

  beforeAll(async () => {
    t = await createTestApp()
    const tag = `pages${Date.now().toString(36)}`
    ;({ id: menuId } = await t.deps.db
      .insertInto('menu')
      .values({ name_zh: tag, name_en: tag, list_template: tag, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow())
    const base = Date.now() - 10 * 86_400_000
    const ids: number[] = []
    for (let i = 0; i < ROWS; i++) {
      // Every third item shares its publication time with the one before: the id decides their order.
      const at = new Date(base + Math.floor(i - (i % 3 === 2 ? 1 : 0)) * 60_000)
      ids.push((await insertArticle(t, { menuId, publishAt: at })).id)
    }
    await t.deps.db
      .updateTable('article_menu')
      .set({ pinned: true })
      .where('menu_id', '=', menuId)
      .where('article_id', 'in', [ids[3]!, ids[150]!, ids[220]!])
      .execute()
  })

  afterAll(async () => {
    await t.close()
  })

  it('lists from a key what the offset lists, at every skip', async () => {
    const repo = articleRepository(t.deps.db)
    const offsets = [0, 7, S - 1, S, S + 1, S + Math.floor(S / 3), 2 * S - 1, 2 * S, 2 * S + 1, 2 * S + 25]
    const needed = Math.floor(Math.max(...offsets) / S)
    const keys = await repo.keysAt(menuId, {}, undefined, PAGE_KEY_STRIDE, needed)
    expect(keys).toHaveLength(needed)
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
    for (const offset of offsets) {
      const plain = ids(await repo.page(menuId, {}, offset, 10))
      const k = Math.floor(offset / PAGE_KEY_STRIDE)
      const fromKey = k === 0 ? plain : ids(await repo.page(menuId, {}, offset - k * PAGE_KEY_STRIDE, 10, keys[k - 1]))
      expect(plain).toHaveLength(Math.min(10, ROWS - offset))
      expect(fromKey, `offset ${offset}`).toEqual(plain)
    }
  })

  it('reads after the key of a pinned row, and learns the keys after a key, as the offset does', async () => {
    const repo = articleRepository(t.deps.db)
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
    // The key of every row: the n-th row's is every[n - 1].
    const every = await repo.keysAt(menuId, {}, undefined, 1, ROWS)
    expect(every).toHaveLength(ROWS)
    // The three pinned rows come first: row 2's key is a pinned row's, row 100's is not.
    const pinnedKey = every[1]!
    expect(pinnedKey.pinned).toBe(true)
    expect(every[99]!.pinned).toBe(false)
    for (const skip of [0, 1, 2, 5, 40]) {
      expect(ids(await repo.page(menuId, {}, skip, 10, pinnedKey)), `skip ${skip}`).toEqual(ids(await repo.page(menuId, {}, 2 + skip, 10)))
    }
    expect(await repo.keysAt(menuId, {}, pinnedKey, 50, 2)).toEqual([every[51], every[101]])
    expect(await repo.keysAt(menuId, {}, every[99], 50, 3)).toEqual([every[149], every[199]])
  })
})
