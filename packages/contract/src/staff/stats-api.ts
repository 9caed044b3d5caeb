import Type, { type Static } from 'typebox'
import { body, Id, Nullable, OneOf } from '../api/common.js'
import { STATS_SCREENS } from '../api/stats.js'
import { STATS_VIEWS_DAYS, STATS_VIEWS_MAX_IDS } from './stats-limits.js'

const Day = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: `${description}, YYYY-MM-DD in the site's time zone` })

export const StatsSummaryBody = body({
  from: Day('first day'),
  to: Day('last day, counted in full'),
})
export type StatsSummaryBody = Static<typeof StatsSummaryBody>

const Views = Type.Integer({ minimum: 0, description: 'page views' })
const Visitors = Type.Integer({
  minimum: 0,
  description: 'unique visitors of each day, added up over the days (a reader of two days counts twice)',
})

export const StatsSummaryRet = Type.Object({
  scope: OneOf(['site', 'sections'], "site: every page and figure; sections: the person's sections' pages only (an editor)"),
  totals: Type.Object({ views: Views, visitors: Visitors }),
  days: Type.Array(Type.Object({ day: Day('the day'), views: Views, visitors: Visitors }), {
    description: 'every day of the range, in order, a day without views at 0',
  }),
  pages: Type.Array(
    Type.Object({
      page: Type.String({ description: 'the hash route, e.g. /detail/ibrNewsnews/12' }),
      articleId: Nullable(Type.Integer({ description: 'the item the page shows, for an item’s detail' })),
      title: Nullable(
        Type.String({
          description:
            'the page’s name in the request’s language: the item’s title for an item’s detail, the menu entry’s name for a list page',
        }),
      ),
      views: Views,
      visitors: Visitors,
    }),
    { description: 'most viewed first' },
  ),
  referrers: Type.Array(Type.Object({ host: Type.String({ description: 'the linking site’s host' }), views: Views }), {
    description: 'views that came from another site, by its host, most first (site scope only)',
  }),
  languages: Type.Array(Type.Object({ lang: Type.String({ description: 'zh or en' }), views: Views }), {
    description: 'views by the language the site was read in (site scope only)',
  }),
  screens: Type.Array(Type.Object({ screen: OneOf([...STATS_SCREENS], 'the screen class'), views: Views }), {
    description: 'views by screen class (site scope only)',
  }),
  searches: Type.Array(
    Type.Object({
      query: Type.String({ description: 'the query as normalised (trimmed, lower case, spaces folded)' }),
      asks: Type.Integer({ minimum: 0, description: 'times asked' }),
      empty: Type.Integer({ minimum: 0, description: 'of which found nothing' }),
    }),
    { description: 'the site search’s queries, most asked first (site scope only)' },
  ),
  emptySearches: Type.Array(
    Type.Object({
      query: Type.String({ description: 'the query as normalised' }),
      asks: Type.Integer({ minimum: 0, description: 'times it found nothing' }),
    }),
    { description: 'queries that found nothing, most asked first (site scope only)' },
  ),
})
export type StatsSummaryRet = Static<typeof StatsSummaryRet>

export const StatsViewsBody = body({
  ids: Type.Array(Id, { minItems: 1, maxItems: STATS_VIEWS_MAX_IDS, description: 'the items, e.g. a page of the content list' }),
})
export type StatsViewsBody = Static<typeof StatsViewsBody>

export const StatsViewsRet = Type.Object({
  views: Type.Array(Type.Object({ id: Type.Integer(), views: Views }), {
    description: `each item's detail page views over the last ${STATS_VIEWS_DAYS} days, today included; an item the person may not see is left out`,
  }),
})
export type StatsViewsRet = Static<typeof StatsViewsRet>
