/**
 * Every screen of the console: the route pattern (under the router's /console basename) and the
 * address links are built with, declared once.
 */
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  menu: { path: '/menu', getHref: () => '/menu' },
  homePage: { path: '/home-page', getHref: () => '/home-page' },
  users: { path: '/users', getHref: () => '/users' },
  user: { path: '/users/:id', getHref: (id: number) => `/users/${id}` },
  superUsers: { path: '/super-users', getHref: () => '/super-users' },
  audit: { path: '/audit', getHref: () => '/audit' },
  /** The content list; `query` is its filters as the list keeps them in the address (langState=outdated). */
  articles: { path: '/articles', getHref: (query?: Record<string, string>) => `/articles${query ? `?${new URLSearchParams(query)}` : ''}` },
  articleNew: { path: '/articles/new', getHref: (kind: string) => `/articles/new?kind=${encodeURIComponent(kind)}` },
  article: { path: '/articles/:id', getHref: (id: number) => `/articles/${id}` },
  media: { path: '/media', getHref: () => '/media' },
  helpdesk: { path: '/helpdesk', getHref: () => '/helpdesk' },
  mail: { path: '/mail', getHref: () => '/mail' },
  /** Readers' figures; the period lives in the address (`range`, `from`, `to`). */
  statistics: { path: '/statistics', getHref: () => '/statistics' },
  /** The broken links; `section` narrows them to one menu section. */
  links: { path: '/links', getHref: (section?: number) => `/links${section ? `?section=${section}` : ''}` },
  retention: { path: '/retention', getHref: () => '/retention' },
  /** A record kind's list: teams, facilities, FAQ, quick links. */
  records: { path: '/records/:entity', getHref: (entity: string) => `/records/${entity}` },
  /** One record's editor; `new` for a record not yet created. */
  record: { path: '/records/:entity/:id', getHref: (entity: string, id: number | 'new') => `/records/${entity}/${id}` },
  siteSettings: { path: '/site-settings', getHref: () => '/site-settings' },
  account: { path: '/account', getHref: () => '/account' },
  /** A sign-in link's page (the address in the mail, SIGN_IN_LINK_PAGE): outside the session gate. */
  signInLink: { path: '/sign-in-link', getHref: () => '/sign-in-link' },
  conferences: { path: '/conferences', getHref: () => '/conferences' },
  conference: { path: '/conferences/:menuId', getHref: (menuId: number) => `/conferences/${menuId}` },
  /** `menuId` picks the conference. */
  registrations: { path: '/registrations', getHref: (menuId?: number) => `/registrations${menuId ? `?conference=${menuId}` : ''}` },
  checkin: { path: '/checkin', getHref: () => '/checkin' },
} as const

/** Where the router's addresses start: the server serves the console there. */
export const ROUTER_BASENAME = '/console'
