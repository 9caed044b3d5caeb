import Type, { type Static } from 'typebox'
import { body, OneOf } from './common.js'

/** How wide the reader's window is: phone up to 768 px (the site's mobile layout), tablet up to 1,024 px, desktop past it. */
export const STATS_SCREENS = ['phone', 'tablet', 'desktop'] as const
export type StatsScreen = (typeof STATS_SCREENS)[number]

/** Longest page path a hit may name: a deep link is a few dozen characters. */
export const STATS_PAGE_MAX = 200
/** Longest host name (RFC 1035), with a port. */
export const STATS_HOST_MAX = 259
/** Largest beacon body in bytes: its fields fit in a few hundred. */
export const STATS_BODY_MAX = 1024

/**
 * One page view from the public site's beacon: the hash route (without its query), the host of the
 * page the reader came from, the screen class. No id of the reader: visitors are counted by the server
 * (docs/statistics.md).
 */
export const StatsHitBody = body({
  page: Type.String({
    minLength: 1,
    maxLength: STATS_PAGE_MAX,
    pattern: '^/[^\\s?#]*$',
    description: 'the hash route read, e.g. /ibrNews/news or /detail/ibrNewsnews/12, without a query',
  }),
  referrer: Type.Optional(
    Type.String({
      maxLength: STATS_HOST_MAX,
      pattern: '^([A-Za-z0-9-]+\\.)*[A-Za-z0-9-]+(:[0-9]{1,5})?$|^$',
      description: 'the host of the page that linked here, e.g. www.example.org; empty or absent when none or this site',
    }),
  ),
  screen: OneOf([...STATS_SCREENS], 'phone (up to 768 px wide), tablet (up to 1024 px) or desktop'),
})
export type StatsHitBody = Static<typeof StatsHitBody>

export const StatsHitRet = Type.Object({}, { description: 'nothing: the hit is counted later, in a batch, or not at all (DNT, Sec-GPC)' })
export type StatsHitRet = Static<typeof StatsHitRet>
