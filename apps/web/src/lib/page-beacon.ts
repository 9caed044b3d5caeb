import type { Calls } from '@ibr/contract/calls'
import type { Lang } from '@ibr/contract/lang'
import { API } from '@ibr/contract/paths'

type HitBody = Calls[typeof API.statsHit]['body'] & { lang: Lang }

/** Longest page path the server takes (the contract's STATS_PAGE_MAX, here without loading the schemas). */
const PAGE_MAX = 200

/** The screen class counted: the site's mobile layout stops at 768 px; tablets up to 1,024 px. */
export function screenClass(width: number): HitBody['screen'] {
  return width <= 768 ? 'phone' : width <= 1024 ? 'tablet' : 'desktop'
}

/** The host of the page that linked here; '' when there is none, it is this site, or it is not a web address. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer)
    if (!/^https?:$/.test(url.protocol) || url.host === ownHost) return ''
    return url.host
  } catch {
    return ''
  }
}

/**
 * A page as it is counted: the route without query, spaces escaped (a team's name), at most PAGE_MAX
 * characters; null for a private link, which is not sent at all (a staff preview, a fault report's
 * status), and a registrant's own page sent as its conference's registration. The server does the
 * same with whatever it is sent.
 */
export function countedPage(pathname: string): string | null {
  if (/^\/+(?:preview|service\/+ticket)(?:[/%]|$)/i.test(pathname)) return null
  const registration = /^\/+registration\/+([^/]*)/i.exec(pathname)
  const page = registration ? (registration[1] ? `/registration/${registration[1]}` : null) : pathname
  return page === null ? null : page.replace(/[\s?#]/g, encodeURIComponent).slice(0, PAGE_MAX)
}

export interface BeaconEnv {
  navigator: Pick<Navigator, 'sendBeacon'> & { doNotTrack?: string | null; globalPrivacyControl?: boolean }
  referrer: string
  host: string
  width: number
}

/**
 * Counts one page view (docs/statistics.md): the route, the linking site's host (only on the page the
 * reader arrived on: later routes were reached inside the site), the language and the screen class.
 * Nothing that tells one reader from another is sent or kept here; a reader who asks not to be
 * tracked sends nothing (the server also honours the headers). sendBeacon neither waits nor delays
 * leaving the page.
 */
export function pageBeacon(lang: Lang, env: () => BeaconEnv) {
  let first = true
  return (pathname: string) => {
    const e = env()
    const arrival = first
    first = false
    const page = countedPage(pathname)
    if (page === null || e.navigator.doNotTrack === '1' || e.navigator.globalPrivacyControl === true) return
    const referrer = arrival ? referrerHost(e.referrer, e.host) : ''
    const body: HitBody = { page, screen: screenClass(e.width), lang, ...(referrer ? { referrer } : {}) }
    try {
      e.navigator.sendBeacon(API.statsHit, new Blob([JSON.stringify(body)], { type: 'application/json' }))
    } catch {
      // A browser that refuses the beacon (a blocker, a policy) simply is not counted.
    }
  }
}
