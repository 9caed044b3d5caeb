import { API } from '@ibr/contract'
import type { MenuTree } from '../menu/index.js'
import type { CheckOutcome, LinksRepository } from './links-repository.js'

/** Where a link leads: a page or file of this site (checked against its data), or another site (fetched). */
export type LinkTarget = { internal: true; path: string; route: string | null } | { internal: false; url: string } | { invalid: true }

const FILE_ID = '([A-Za-z0-9_-]{22})'
const FILE_PATHS = [new RegExp(`^${API.fileImage}${FILE_ID}$`), new RegExp(`^${API.fileDownload}${FILE_ID}$`)]
/** Routes of the public site that are not menu sections and name nothing stored. */
const FIXED_ROUTES = /^\/(home|search|service(\/.*)?|preview\/[^/]+|registration\/.+)?\/?$/

/**
 * Sorts a link: an address on the site's own origin (PUBLIC_URL), a path (`/file/…`, `/detail/…`)
 * or a hash route (`/#/ibrNews/news`, `#/detail/…`) is internal; any other web address external.
 */
export function classifyTarget(target: string, siteOrigin: string | null): LinkTarget {
  const raw = target.trim()
  let url: URL
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw, 'http://site.invalid')
  } catch {
    return { invalid: true }
  }
  const relative = url.origin === 'http://site.invalid'
  if (!relative && url.origin !== siteOrigin) return { internal: false, url: url.href }
  let hash: string | null = null
  if (url.hash.startsWith('#/')) {
    // A stray `%` in a route (`#/ibrNews/50%off`) leads nowhere: the link is not an address, not a reason to stop the check.
    try {
      hash = decodeURI(url.hash.slice(1).split('?')[0]!)
    } catch {
      return { invalid: true }
    }
  }
  return { internal: true, path: url.pathname, route: hash ?? (url.pathname === '/' ? null : url.pathname) }
}

/**
 * Checks an internal link against what the site publishes, without a request: a file must be
 * public, an item's detail page must show a published item (a deleted or unpublished article's
 * link is broken), a section route must name a visible menu entry.
 */
export async function checkInternal(
  target: Extract<LinkTarget, { internal: true }>,
  repo: LinksRepository,
  tree: MenuTree,
): Promise<CheckOutcome> {
  const ok: CheckOutcome = { status: 'ok', problem: null, http_status: null }
  const missing: CheckOutcome = { status: 'broken', problem: 'missing', http_status: null }
  for (const pattern of FILE_PATHS) {
    const file = pattern.exec(target.path)
    if (file) return (await repo.filePublic(file[1]!)) ? ok : missing
  }
  const route = target.route
  if (route === null || FIXED_ROUTES.test(route)) return ok
  const detail = /^\/detail\/[^/]+\/(\d+)\/?$/.exec(route)
  if (detail) return (await repo.articleVisible(Number(detail[1]))) ? ok : missing
  const team = /^\/teamDetail\/[^/]+\/(\d+)(\/.*)?$/.exec(route)
  if (team) return (await repo.teamVisible(Number(team[1]))) ? ok : missing
  return sectionExists(tree, route) ? ok : missing
}

/** A section route: a visible entry's path, or a page under an entry that has no children (a conference's own pages). */
function sectionExists(tree: MenuTree, route: string): boolean {
  const path = route.replace(/\/+$/, '')
  const walk = (nodes: MenuTree['roots']): boolean =>
    nodes.some((node) => {
      if (node.path === path) return true
      if (!path.startsWith(`${node.path}/`)) return false
      return node.children.length === 0 || walk(node.children)
    })
  return walk(tree.roots)
}
