/**
 * Every screen of the console: the route pattern (under the router's /console basename) and the
 * address links are built with, declared once.
 */
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  users: { path: '/users', getHref: () => '/users' },
  user: { path: '/users/:id', getHref: (id: number) => `/users/${id}` },
  superUsers: { path: '/super-users', getHref: () => '/super-users' },
  audit: { path: '/audit', getHref: () => '/audit' },
  account: { path: '/account', getHref: () => '/account' },
} as const

/** Where the router's addresses start: the server serves the console there. */
export const ROUTER_BASENAME = '/console'
