import type { Insertable } from 'kysely'
import type { ArticleTable } from '../db/schema.js'
import { sanitize } from '../lib/sanitize.js'
import type { TestApp } from './test-app.js'

let serial = 0

/** A published news item listed in one section, written straight to the tables (no staff workflow). */
export async function insertArticle(
  t: TestApp,
  options: {
    menuId: number
    publishAt?: Date
    unpublishAt?: Date | null
    title?: string
    /** Any other column (kind, English title, status...). */
    values?: Partial<Insertable<ArticleTable>>
  },
): Promise<{ id: number; title: string }> {
  serial += 1
  const title = options.title ?? `Factory item ${process.pid}-${serial}`
  const publishAt = options.publishAt ?? new Date(Date.now() - 60_000)
  const { id } = await t.deps.db
    .insertInto('article')
    .values({
      kind: 'news',
      title_zh: title,
      title_en: title,
      body_zh: sanitize('<p>正文</p>'),
      publish_at: publishAt,
      unpublish_at: options.unpublishAt ?? null,
      ...options.values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.deps.db.insertInto('article_menu').values({ article_id: id, menu_id: options.menuId, publish_at: publishAt }).execute()
  return { id, title }
}
