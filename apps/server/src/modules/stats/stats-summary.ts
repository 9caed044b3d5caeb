import type { Lang } from '@ibr/contract'
import {
  STATS_RANGE_MAX_DAYS,
  STATS_TOP_ROWS,
  STATS_VIEWS_DAYS,
  type StaffUser,
  type StatsSummaryBody,
  type StatsSummaryRet,
  type StatsViewsRet,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { isAdministrator } from '../../auth/administrator.js'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import { formatDay } from '../../lib/dates.js'
import { pick } from '../../lib/localise.js'
import { menuPaths } from './stats-pages.js'
import { statsRepository, type PageScope } from './stats-repository.js'

const DAY_MS = 24 * 3600 * 1000

/** Administrators and super users read the whole site's figures. */

/** The day's number since 1970, or null when the text is not a real date (2026-02-30). */
function dayNumber(text: string): number | null {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const ms = Date.UTC(y, m - 1, d)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null
  return ms / DAY_MS
}

const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The range asked for, checked: real dates, in order, not longer than the longest range. */
export function checkedRange(body: StatsSummaryBody): { from: string; to: string; first: number; last: number } {
  const first = dayNumber(body.from)
  if (first === null) throw badRequest('stats.badDay', {}, 'from')
  const last = dayNumber(body.to)
  if (last === null) throw badRequest('stats.badDay', {}, 'to')
  if (first > last) throw badRequest('stats.rangeReversed', {}, 'to')
  if (last - first + 1 > STATS_RANGE_MAX_DAYS) throw badRequest('stats.rangeTooLong', { days: STATS_RANGE_MAX_DAYS }, 'to')
  return { from: body.from, to: body.to, first, last }
}

/**
 * The pages an editor's figures cover: the detail pages of items listed in their sections, and the
 * list pages of their sections and of the entries below them (a section's path is its parents'
 * list template keys and its own, as the site's routes are built: /ibrNews/news).
 */
async function pageScope(db: Kysely<DB>, sections: readonly number[]): Promise<PageScope> {
  const menus = await statsRepository(db).menuRoutes()
  const byId = new Map(menus.map((m) => [m.id, m]))
  const paths = menuPaths(menus)
  const granted = new Set(sections)
  const within = (id: number | null, depth = 0): boolean =>
    id !== null && depth <= 10 && (granted.has(id) || within(byId.get(id)?.parent_id ?? null, depth + 1))
  return { sections, paths: menus.filter((m) => within(m.id)).map((m) => paths.get(m.id)!) }
}

/** The figures the console shows (docs/statistics.md): administrators the whole site, others their sections' pages. */
export function statsSummaryService(db: Kysely<DB>, timeZone: string) {
  const repo = statsRepository(db)
  const scopeOf = async (user: StaffUser) => (isAdministrator(user) ? null : pageScope(db, user.sections))

  return {
    async summary(body: StatsSummaryBody, user: StaffUser, lang: Lang): Promise<StatsSummaryRet> {
      const range = checkedRange(body)
      const scope = await scopeOf(user)
      const [days, pages] = await Promise.all([repo.days(range, scope), repo.top('page', range, scope, STATS_TOP_ROWS)])
      const byDay = new Map(days.map((d) => [d.day, d]))
      const series = []
      for (let n = range.first; n <= range.last; n++) {
        const day = dayText(n)
        series.push({ day, views: byDay.get(day)?.views ?? 0, visitors: byDay.get(day)?.visitors ?? 0 })
      }
      const [articles, menus] = await Promise.all([
        repo.titles(pages.flatMap((p) => (p.articleId === null ? [] : [p.articleId]))),
        repo.menuNames(),
      ])
      const titles = new Map(articles.map((a) => [a.id, pick({ zh: a.title_zh, en: a.title_en }, lang)]))
      const menuPath = menuPaths(menus)
      const listNames = new Map<string, string>()
      for (const m of menus) {
        const path = menuPath.get(m.id)!
        if (!listNames.has(path)) listNames.set(path, pick({ zh: m.name_zh, en: m.name_en }, lang))
      }
      const nameOf = (page: string, articleId: number | null) => (articleId === null ? listNames.get(page) : titles.get(articleId)) || null
      const site = scope === null
      const [referrers, languages, screens, searches, emptySearches] = site
        ? await Promise.all([
            repo.top('referrer', range, null, STATS_TOP_ROWS),
            repo.top('lang', range, null, STATS_TOP_ROWS),
            repo.top('screen', range, null, STATS_TOP_ROWS),
            repo.searches(range, STATS_TOP_ROWS, false),
            repo.searches(range, STATS_TOP_ROWS, true),
          ])
        : [[], [], [], [], []]
      return {
        scope: site ? 'site' : 'sections',
        totals: {
          views: series.reduce((sum, d) => sum + d.views, 0),
          visitors: series.reduce((sum, d) => sum + d.visitors, 0),
        },
        days: series,
        pages: pages.map((p) => ({
          page: p.key,
          articleId: p.articleId,
          title: nameOf(p.key, p.articleId),
          views: p.views,
          visitors: p.visitors,
        })),
        referrers: referrers.map((r) => ({ host: r.key, views: r.views })),
        languages: languages.map((r) => ({ lang: r.key, views: r.views })),
        screens: screens.map((r) => ({ screen: r.key as StatsSummaryRet['screens'][number]['screen'], views: r.views })),
        searches,
        emptySearches: emptySearches.map((s) => ({ query: s.query, asks: s.empty })),
      }
    },

    /** Detail page views of the last 30 days (today included) of the items the person may see. */
    async views(ids: readonly (number | string)[], user: StaffUser): Promise<StatsViewsRet> {
      const wanted = [...new Set(ids.map(Number))]
      const today = dayNumber(formatDay(new Date(), timeZone))!
      const since = dayText(today - STATS_VIEWS_DAYS + 1)
      const visible = isAdministrator(user) ? wanted : await repo.articlesInSections(wanted, user.sections)
      if (!visible.length) return { views: [] }
      const counted = new Map((await repo.articleViews(visible, since, null)).map((v) => [v.id, v.views]))
      return { views: visible.map((id) => ({ id, views: counted.get(id) ?? 0 })) }
    },
  }
}
