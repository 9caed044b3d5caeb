import { saveFile } from '../modules/file/index.js'
import { rowCounts } from './row-counts.js'
import type { TestApp } from './test-app.js'
import { pdfBytes, pngBytes } from './upload-fixtures.js'

let serial = 0

/** A file of the media library: a real image (or PDF) stored with its row, public unless told otherwise. */
export async function libraryFile(
  t: TestApp,
  { visibility = 'public', kind = 'image' }: { visibility?: 'public' | 'private' | 'draft'; kind?: 'image' | 'document' } = {},
): Promise<string> {
  serial += 1
  const bytes = kind === 'image' ? await pngBytes(96, 48) : pdfBytes()
  const saved = await saveFile(t.deps.db, t.deps.store, bytes, {
    name: `library-${serial}.${kind === 'image' ? 'png' : 'pdf'}`,
    visibility,
  })
  return saved.id
}

/** Takes the home page's banners out of this test's database, so the test places its own. */
export async function clearHomeBanners(t: TestApp): Promise<void> {
  await t.deps.db.deleteFrom('image').where('menu_id', 'is', null).where('type', '=', 'top').execute()
}

/** An item listed in a section, straight in the public tables, as a test's own data. */
export async function placedItem(
  t: TestApp,
  menuId: number,
  {
    status = 'published',
    pinned = false,
    daysAgo = 1,
  }: { status?: 'published' | 'draft' | 'archived'; pinned?: boolean; daysAgo?: number } = {},
): Promise<number> {
  serial += 1
  const publishAt = new Date(Date.now() - daysAgo * 86_400_000)
  const { id } = await t.deps.db
    .insertInto('article')
    .values({ kind: 'news', title_zh: `置顶测试${serial}`, title_en: `Pin test ${serial}`, status, publish_at: publishAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.deps.db.insertInto('article_menu').values({ article_id: id, menu_id: menuId, pinned, publish_at: publishAt, status }).execute()
  return id
}

/** Rows in the tables a site-structure change writes: a refused request must leave them as they were. */
export async function siteCounts(t: TestApp) {
  const db = t.deps.db
  const rows = await rowCounts(db, { menu: 'menu', image: 'image', audit: 'audit_log', scopes: 'staff_scope' })
  const pinned = await db
    .selectFrom('article_menu')
    .where('pinned', '=', true)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  const changed = await db
    .selectFrom('menu')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .executeTakeFirstOrThrow()
  return {
    ...rows,
    pinned: Number(pinned.n),
    menuChangedAt: String(changed.at),
  }
}
