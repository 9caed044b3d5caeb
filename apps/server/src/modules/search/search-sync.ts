import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { formatDay } from '../../lib/dates.js'
import { plainTextOf } from '../../lib/plain-text.js'
import type { MenuService, MenuTree } from '../menu/menu-service.js'
import { searchRepository, type SearchDocInput } from './search-repository.js'
import { segmented } from './search-text.js'

export const SEARCH_SYNC_JOB = 'search.sync'
const BATCH = 200
const LANGS = ['zh', 'en'] as const

type ArticleRow = Awaited<ReturnType<ReturnType<typeof searchRepository>['articles']>>[number]

/** An article's rows in the index, one per language it has a title in; none when the public cannot reach it. */
function articleDocs(row: ArticleRow, tree: MenuTree, timeZone: string): SearchDocInput[] {
  const node = row.menu_id === null ? undefined : tree.get(row.menu_id)
  // Highlights link elsewhere and have no page of their own here.
  if (row.status !== 'published' || !node || row.out_link) return []
  const section = tree.sectionOf(node).row.list_template
  const extra = [row.authors, row.journal, row.doi].filter((v) => v).join(' ')
  const year = row.kind === 'paper' && row.pub_year ? row.pub_year : Number(formatDay(new Date(row.publish_at), timeZone).slice(0, 4))
  return LANGS.flatMap((lang) => {
    const title = lang === 'zh' ? row.title_zh : row.title_en
    if (!title.trim()) return []
    const sub = lang === 'zh' ? row.sub_title_zh : row.sub_title_en
    const body = [sub, plainTextOf(lang === 'zh' ? row.body_zh : row.body_en), extra].filter((v) => v).join(' ')
    return [
      {
        kind: 'article',
        refId: row.id,
        lang,
        section,
        type: node.detailType,
        title,
        body,
        titleWords: segmented(title),
        bodyWords: segmented(body),
        year,
        publishAt: new Date(row.publish_at),
        unpublishAt: row.unpublish_at ? new Date(row.unpublish_at) : null,
      },
    ]
  })
}

/**
 * Drains the search queue: each queued article's rows replaced (or removed when it is gone, not
 * published or not listed anywhere), in batches, each batch and its dequeue in one transaction.
 * Safe to run twice; the job queue runs it on one instance at a time. Answers how many were indexed.
 */
export async function syncSearch(db: Kysely<DB>, menu: MenuService, timeZone: string): Promise<number> {
  const tree = await menu.tree()
  let indexed = 0
  for (;;) {
    const queued = await searchRepository(db).queued('article', BATCH)
    if (queued.length === 0) return indexed
    const ids = queued.map((q) => q.ref_id)
    const rows = await searchRepository(db).articles(ids)
    const docs = rows.flatMap((row) => articleDocs(row, tree, timeZone))
    await db.transaction().execute(async (trx) => {
      const repo = searchRepository(trx)
      await repo.remove('article', ids)
      await repo.insert(docs)
      await repo.dequeue('article', queued)
    })
    indexed += queued.length
  }
}

/**
 * The sync as a job: queued when published content changes, and every minute for what changed
 * otherwise. `indexed` is told when the index changed, so kept answers (the public cache) are dropped.
 */
export function searchJobs(
  db: Kysely<DB>,
  menu: MenuService,
  timeZone: string,
  log: FastifyBaseLogger,
  indexed: () => Promise<void>,
): JobDefinition<unknown>[] {
  return [
    {
      name: SEARCH_SYNC_JOB,
      everySeconds: 60,
      run: async () => {
        const n = await syncSearch(db, menu, timeZone)
        if (n === 0) return
        log.debug({ indexed: n }, 'search index synced')
        await indexed()
      },
    },
  ]
}
