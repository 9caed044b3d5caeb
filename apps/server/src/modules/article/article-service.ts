import {
  CATEGORY_FILTERS,
  SEARCH_COUNT_MAX,
  type ArticleCard,
  type ArticleDetailRet,
  type ArticleListRet,
  type ArticleSummary,
  type Lang,
} from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { badRequest, notFound } from '../../http/app-error.js'
import { loc } from '../../lib/localise.js'
import type { MenuNode, MenuService, MenuTree } from '../menu/index.js'
import type { ListFilter } from './article-list-repository.js'
import { articleRepository, type DetailRow, type SummaryRow } from './article-repository.js'

export type { DetailRow } from './article-repository.js'
import { presentCard, presentContext, presentDetail, presentSummary, type PresentContext } from './article-presenter.js'
import { prefixQuery } from '../search/index.js'
import { articleKeywordRepository } from './article-keyword-repository.js'
import { isBoundReached, KEYWORD_BOUND, KEYWORD_HEAD, keywordPage, newestMatches, type KeywordBound } from './keyword-list.js'
import { keywordCounts } from './keyword-counts.js'
import { sectionCounts } from './section-counts.js'
import { sectionPageKeys } from './section-page-keys.js'
import { sitemapRepository } from './sitemap-repository.js'

/** The list templates an item is listed under, as a select expression for queries over articles elsewhere (the calendar). */
/** A section named by id or, when the id is absent, by detail type (e.g. ibrNewsnotice). */
export function resolveSection(tree: MenuTree, menuId: number | undefined, type: string | undefined): MenuNode {
  if (menuId !== undefined) {
    const node = tree.get(menuId)
    if (!node) throw notFound('content.sectionNotFound')
    return node
  }
  if (!type) throw badRequest('content.menuOrType')
  const node = tree.byType(type)
  if (!node) throw badRequest('content.unknownType', { type }, 'type')
  return node
}

/** A list's category filter, or nothing for every item; `field` names it in a refusal. */
export function checkCategory(category: string | undefined, field = 'search.category'): string | undefined {
  if (!category || category === 'all') return undefined
  if (!(CATEGORY_FILTERS as readonly string[]).includes(category)) {
    throw badRequest('content.unknownCategory', { category }, field)
  }
  return category
}

/** An item of a feed: a list's summary and its exact times. */
export interface FeedItem extends ArticleSummary {
  publishedAt: Date
  updatedAt: Date
}

export function articleService(
  db: Kysely<DB>,
  menu: MenuService,
  timeZone: string,
  sectionCacheSeconds = 0,
  keywordBound: KeywordBound = KEYWORD_BOUND,
) {
  const articles = articleRepository(db)
  const sitemap = sitemapRepository(db)
  // Paging through a section asks for the same total on every page; counting is the slow part.
  const counts = sectionCounts(sectionCacheSeconds)
  // So does paging through a keyword's matches: a page then reads only as far as its own rows.
  const keywordTotals = keywordCounts(sectionCacheSeconds)
  // A deep page begins after a kept key rather than past thousands of skipped rows.
  const pageKeys = sectionPageKeys(sectionCacheSeconds)

  const count = (menuId: number, filter: ListFilter) => counts.get(JSON.stringify([menuId, filter]), () => articles.count(menuId, filter))

  const summaries = (rows: SummaryRow[], ctx: PresentContext): ArticleSummary[] => rows.map((r) => presentSummary(r, ctx))

  /** A keyword's page in a section (`query`: tsquery text), and its matches counted. */
  async function keywordRows(menuId: number, filter: Omit<ListFilter, 'keyword'>, query: string, offset: number, limit: number) {
    const key = JSON.stringify([menuId, filter, query])
    const begun = keywordTotals.begin()
    const end = offset + limit
    const kept = keywordTotals.known(key)
    const head = kept?.head
    if (kept && head && (end <= head.length || head.length < KEYWORD_HEAD)) {
      // A page among the kept first matches (or past all of them): only its rows are read.
      return { rows: await articleKeywordRepository(db).rows(menuId, head.slice(offset, end)), counted: kept.counted, approximate: false }
    }
    const request = { menuId, query, filter, offset, limit, known: kept?.counted }
    const wanted = end <= KEYWORD_HEAD ? { ...request, head: KEYWORD_HEAD } : request
    const read = await keywordPage(db, wanted, keywordBound)
      .catch((error: unknown) => {
        // The first matches may reach back further than the page does: past the bound, the page alone may not.
        if (wanted === request || !isBoundReached(error)) throw error
        return keywordPage(db, request, keywordBound)
      })
      .catch((error: unknown) => {
        // Too common a word to read from the index in time: its newest matches, and a total said to be approximate.
        if (!isBoundReached(error)) throw error
        return newestMatches(db, wanted, keywordBound)
      })
    // An approximate count is not kept: the next page counts again, and may find the exact one.
    if (!read.approximate && (read.fresh || read.head)) {
      keywordTotals.keep(key, { counted: read.counted, head: read.head ?? head }, begun, read.fresh)
    }
    return read
  }

  return {
    /** The newest published items of one kind, as cards (the home page's blocks). */
    async newestCards(kind: string, limit: number, lang: Lang): Promise<ArticleCard[]> {
      const ctx = presentContext(lang, timeZone)
      return (await articles.newestOfKind(kind, limit)).map((r) => presentCard(r, ctx))
    },

    /** Papers, newest first, of a research area (by code) or a team. */
    async papers(options: { area?: string; teamId?: number; limit: number }, lang: Lang): Promise<ArticleSummary[]> {
      return summaries(await articles.papers(options), presentContext(lang, timeZone))
    },

    /**
     * A section's newest items for its feed: each presented as in a list, with the moments a feed
     * states exactly (publication and last change).
     */
    async feedItems(menuId: number, limit: number, lang: Lang): Promise<FeedItem[]> {
      const ctx = presentContext(lang, timeZone)
      return (await articles.newestInMenu(menuId, limit)).map((row) => ({
        ...presentSummary(row, ctx),
        publishedAt: new Date(row.publish_at),
        updatedAt: new Date(row.updated_at),
      }))
    },

    /** Public items, newest first, each with its first section and last change (the sitemap). */
    sitemapEntries: (offset: number, limit: number) => sitemap.sitemapEntries(offset, limit),
    sitemapCount: () => sitemap.sitemapCount(),

    /** Forgets the kept section and keyword counts and page keys (published content or the search index changed). */
    clearCounts: () => {
      counts.clear()
      keywordTotals.clear()
      pageKeys.clear()
    },

    /** Published papers per research area code. */
    paperCounts: () => articles.paperCounts(),

    async list(section: MenuNode, filter: ListFilter, pageNum: number, pageSize: number, lang: Lang): Promise<ArticleListRet> {
      const ctx = presentContext(lang, timeZone)
      if (filter.keyword !== undefined) {
        const query = prefixQuery(filter.keyword)
        // Only signs (%, _, -): no word to look for, so no item holds one.
        if (!query) return { articleList: [], total: 0, totalCapped: false, pageNum, pageSize }
        const { keyword: _, ...rest } = filter
        const { rows, counted, approximate } = await keywordRows(section.row.id, rest, query, (pageNum - 1) * pageSize, pageSize)
        const totalCapped = counted > SEARCH_COUNT_MAX
        return {
          articleList: summaries(rows, ctx),
          total: Math.min(counted, SEARCH_COUNT_MAX),
          totalCapped,
          ...(approximate && !totalCapped ? { totalApprox: true } : {}),
          pageNum,
          pageSize,
        }
      }
      const known = count(section.row.id, filter)
      // A page past the end is empty whatever the offset: the count says so without reading the section.
      const beyond = async () => (await known) <= (pageNum - 1) * pageSize
      const read = async () => {
        const menuId = section.row.id
        const start = await pageKeys.start(JSON.stringify([menuId, filter]), (pageNum - 1) * pageSize, (after, stride, n) =>
          articles.keysAt(menuId, filter, after, stride, n),
        )
        return articles.page(menuId, filter, start.skip, pageSize, start.after)
      }
      const page = async () => (pageNum > 1 && (await beyond()) ? [] : read())
      const [rows, total] = await Promise.all([page(), known])
      return { articleList: summaries(rows, ctx), total, totalCapped: false, pageNum, pageSize }
    },

    async picked(section: MenuNode, limit: number, lang: Lang) {
      return summaries(await articles.pinned(section.row.id, limit), presentContext(lang, timeZone))
    },

    /**
     * A working copy on the public design (a staff preview), presented exactly as a published item's
     * detail: its attachments and video whatever their visibility, no neighbours.
     */
    async preview(row: DetailRow, attachmentIds: readonly string[], menuIds: readonly number[], lang: Lang): Promise<ArticleDetailRet> {
      const [tree, attachments, videos, pictureAlt] = await Promise.all([
        menu.tree(),
        articles.filesByIds(attachmentIds),
        row.video_id ? articles.filesByIds([row.video_id]) : Promise.resolve([]),
        row.picture_id ? articles.pictureAlt(row.picture_id) : undefined,
      ])
      const section = menuIds.map((id) => tree.get(id)).find((node) => node !== undefined)
      return {
        article: presentDetail(
          row,
          {
            pinned: false,
            attachments,
            video: videos[0],
            pictureAlt,
            menu: section ? { id: section.row.id, name: loc(section.row, 'name', lang), path: section.path } : null,
          },
          presentContext(lang, timeZone),
        ),
        prev: null,
        next: null,
      }
    },

    async detail(id: number, menuId: number | undefined, lang: Lang): Promise<ArticleDetailRet> {
      const row = await articles.detail(id)
      if (!row) throw notFound('content.itemNotFound')
      const [tree, placements, attachments, video, pictureAlt] = await Promise.all([
        menu.tree(),
        articles.placements(id),
        articles.attachments(id),
        row.video_id ? articles.publicFile(row.video_id) : Promise.resolve(undefined),
        row.picture_id ? articles.pictureAlt(row.picture_id) : undefined,
      ])
      // The section asked for when the item is listed there; otherwise the first one it is listed in.
      const placement = placements.find((p) => p.menu_id === menuId) ?? placements.find((p) => tree.get(p.menu_id))
      const section = placement ? tree.get(placement.menu_id) : undefined
      const neighbours = section ? await articles.neighbours(section.row.id, id, row.publish_at) : { prev: undefined, next: undefined }
      const neighbour = (n: { id: number; title_zh: string; title_en: string } | undefined) =>
        n ? { id: n.id, title: loc(n, 'title', lang) } : null
      return {
        article: presentDetail(
          row,
          {
            pinned: placement?.pinned ?? false,
            attachments,
            video,
            pictureAlt,
            menu: section ? { id: section.row.id, name: loc(section.row, 'name', lang), path: section.path } : null,
          },
          presentContext(lang, timeZone),
        ),
        prev: neighbour(neighbours.prev),
        next: neighbour(neighbours.next),
      }
    },
  }
}

export type ArticleService = ReturnType<typeof articleService>
