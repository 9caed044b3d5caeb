import { createHash } from 'node:crypto'
import { MAX_ID, SEARCH_QUERY_MAX } from '@ibr/contract'

/**
 * A reader who asked not to be tracked (`DNT: 1`, or Global Privacy Control's `Sec-GPC: 1`) is not
 * counted at all: no view, no visitor, no search.
 */
export function trackingRefused(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1'
}

/** Crawlers announce themselves (`Googlebot/2.1`, `Baiduspider/2.0`); their "views" are not readers'. A phone named Cubot is a reader. */
const CRAWLER = /(?:bot|spider)\/|crawl|slurp|facebookexternalhit|curl\/|wget\/|python-requests/i

export const isCrawler = (userAgent: string) => CRAWLER.test(userAgent)

/**
 * A visitor's mark for one day (Plausible's method): a digest of the day's salt, the address, the
 * browser's user agent and the site. The salt is random, one per day, and deleted when the day
 * closes, so a mark cannot be traced back to an address, nor matched across days.
 */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}\n${site}`).digest('base64url').slice(0, 22)
}

/** The item an item's detail page shows (`/detail/{template}/{id}`), or null for any other page. */
export function articleIdOf(page: string): number | null {
  const match = /^\/detail\/[^/]+\/([1-9][0-9]{0,9})$/.exec(page)
  const id = match ? Number(match[1]) : 0
  return id > 0 && id <= MAX_ID ? id : null
}

/**
 * A search query as it is counted: the same words however they were typed (width, case, spaces),
 * cut to the search's own limit.
 */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX)
}

/** A referrer host as it is counted: lower case, without the `www.` every site may or may not have. */
export function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '')
}

/**
 * The public part of a page's route, or null when the route is a private link. A staff preview
 * (`/preview/{token}`) and a fault report's status (`/service/ticket/{ticket}/{key}`) are nothing
 * but their key; a registrant's own page (`/registration/{code}/{key}[/receipt]`) is counted as
 * its conference's registration. The site's router matches routes whatever their case, so these
 * are told apart whatever the case too; a key must never reach a table or an export.
 */
export function publicPage(page: string): string | null {
  if (/^\/+(?:preview|service\/+ticket)(?:[/%]|$)/i.test(page)) return null
  const registration = /^\/+registration\/+([^/]*)/i.exec(page)
  if (registration) return registration[1] ? `/registration/${registration[1]}` : null
  return page
}

/**
 * The client a per-minute limit is kept for: an IPv4 address whole, an IPv6 address by its /64 (a
 * home or a phone is given a whole /64 and may take a new address in it for every request).
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
  if (mapped) return mapped[1]!
  if (!bare.includes(':')) return bare
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [])
  const [head = '', tail] = bare.split('::')
  const front = groups(head)
  const back = tail === undefined ? [] : groups(tail)
  const all = [...front, ...Array<string>(Math.max(8 - front.length - back.length, 0)).fill('0'), ...back]
  return `${all
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}
