import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { articleCardRepository } from './article-card-repository.js'
import { articleDetailRepository } from './article-detail-repository.js'
import { articleListRepository } from './article-list-repository.js'

/** Every public read of articles the article service makes: a section's lists, cards by kind, an article's page. */
export function articleRepository(db: Kysely<DB>) {
  return { ...articleListRepository(db), ...articleCardRepository(db), ...articleDetailRepository(db) }
}

export type ArticleRepository = ReturnType<typeof articleRepository>
export type SummaryRow = Awaited<ReturnType<ArticleRepository['page']>>[number]
export type FeedRow = Awaited<ReturnType<ArticleRepository['newestInMenu']>>[number]
export type CardRow = Awaited<ReturnType<ArticleRepository['newestOfKind']>>[number]
export type DetailRow = NonNullable<Awaited<ReturnType<ArticleRepository['detail']>>>
