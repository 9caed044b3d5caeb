/** The link checker's words, as values the console can load without the schemas (docs/links.md). */

/** What holds a link: an article, a menu entry, a home-page banner, a record, a conference page, or the header and footer. */
export const LINK_ITEM_KINDS = ['article', 'menu', 'banner', 'team', 'facility', 'faq', 'quickLink', 'conference', 'site'] as const
export type LinkItemKind = (typeof LINK_ITEM_KINDS)[number]

/** ok: it answers; broken: it does not; not-checked: the checker may not or cannot look (the reason is its problem); ignored: a person said so; pending: not yet checked. */
export const LINK_STATUSES = ['pending', 'ok', 'broken', 'not-checked', 'ignored'] as const
export type LinkStatus = (typeof LINK_STATUSES)[number]

/**
 * What went wrong: the page is gone (404, 410) or answered another error (`http`, with its status),
 * the name does not resolve (`dns`), the certificate is refused (`tls`), no answer in time
 * (`timeout`), the connection was refused or cut (`refused`), more than 5 redirects (`redirects`),
 * still 429 after waiting (`rateLimited`); an internal link to nothing the site publishes
 * (`missing`), or an address that is not one (`invalid`). Not checked: an address inside the institute's network or the machine itself
 * (`privateAddress`), or an address the checker does not fetch (`unsupported`), or one whose check failed inside the checker (`checkFailed`, tried again next run).
 */
export const LINK_PROBLEMS = [
  'http404',
  'http410',
  'http',
  'dns',
  'tls',
  'timeout',
  'refused',
  'redirects',
  'rateLimited',
  'missing',
  'invalid',
  'privateAddress',
  'unsupported',
  'checkFailed',
] as const
export type LinkProblem = (typeof LINK_PROBLEMS)[number]
