/**
 * Internal links checked against the site's own data, without a request: which addresses count as
 * the site's own, files by their visibility, detail pages by whether their item is published now,
 * section routes by the visible menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { addSection } from '../../test/editorial-factory.js'
import { libraryFile } from '../../test/site-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { checkInternal, classifyTarget } from './internal-links.js'
import { linksRepository } from './links-repository.js'

let t: TestApp
const ORIGIN = 'https://www.example.edu'

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function outcome(target: string) {
  const where = classifyTarget(target, ORIGIN)
  if (!('internal' in where) || !where.internal) throw new Error(`${target} is not internal`)
  return (await checkInternal(where, linksRepository(t.deps.db), await t.app.services.menu.tree())).problem
}

describe('which links are the site’s own', () => {
  it('paths, hash routes and addresses on the site’s origin; any other origin is external', () => {
    expect(classifyTarget('/#/ibrNews/news', ORIGIN)).toEqual({ internal: true, path: '/', route: '/ibrNews/news' })
    expect(classifyTarget('#/detail/ibrNewsnews/3', ORIGIN)).toEqual({ internal: true, path: '/', route: '/detail/ibrNewsnews/3' })
    expect(classifyTarget(`${ORIGIN}/file/image/AAAAAAAAAAAAAAAAAAAAAA?w=800`, ORIGIN)).toMatchObject({
      internal: true,
      path: '/file/image/AAAAAAAAAAAAAAAAAAAAAA',
    })
    expect(classifyTarget('https://partner.example.org/a?b=1', ORIGIN)).toEqual({
      internal: false,
      url: 'https://partner.example.org/a?b=1',
    })
    expect(classifyTarget('//cdn.example.org/x.png', ORIGIN)).toEqual({ internal: false, url: 'https://cdn.example.org/x.png' })
    expect(classifyTarget('http://[::1', ORIGIN)).toEqual({ invalid: true })
    // A stray `%` in a hash route cannot be decoded: not an address, rather than an error.
    expect(classifyTarget('#/ibrNews/50%off', ORIGIN)).toEqual({ invalid: true })
  })
})

describe('an internal link', () => {
  it('to a file: fine when public, missing when private or unknown', async () => {
    const shown = await libraryFile(t)
    const hidden = await libraryFile(t, { visibility: 'private' })
    expect(await outcome(`/file/image/${shown}`)).toBeNull()
    expect(await outcome(`/file/common/download/${shown}`)).toBeNull()
    expect(await outcome(`/file/image/${hidden}`)).toBe('missing')
    expect(await outcome('/file/image/AAAAAAAAAAAAAAAAAAAAAA')).toBe('missing')
  })

  it('to an item’s page: fine while published, missing once unpublished or deleted', async () => {
    const section = await addSection(t)
    const item = await insertArticle(t, { menuId: section })
    expect(await outcome(`/#/detail/ibrNewsnews/${item.id}`)).toBeNull()
    await t.deps.db
      .updateTable('article')
      .set({ unpublish_at: new Date(Date.now() - 1000) })
      .where('id', '=', item.id)
      .execute()
    expect(await outcome(`/#/detail/ibrNewsnews/${item.id}`)).toBe('missing')
    expect(await outcome('/#/detail/ibrNewsnews/2147483000')).toBe('missing')
  })

  it('to a section: fine when the menu shows it, missing otherwise; the fixed routes always exist', async () => {
    expect(await outcome('/#/ibrNews/news')).toBeNull()
    expect(await outcome('/#/ibrNews/no-such-list')).toBe('missing')
    expect(await outcome('/#/home')).toBeNull()
    expect(await outcome('/')).toBeNull()
    expect(await outcome('/#/search')).toBeNull()
  })
})
