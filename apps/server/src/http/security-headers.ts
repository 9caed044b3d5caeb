import type { FastifyInstance } from 'fastify'

/**
 * Security headers, computed once. @fastify/helmet rebuilt its middleware on every request and
 * wrote about 1 KB of headers on each JSON answer; measured, that was a third of the server's time
 * on cached reads (docs/benchmarks.md). A JSON answer needs only the headers that matter to data;
 * pages and files get the whole policy.
 */
export const DATA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const

/**
 * The site loads its own scripts, styles, images and media only, and is framed by no one. A page
 * that carries a script of its own names it by its hash (`'sha256-…'`): that exact text runs, no
 * other inline script does.
 */
export function pageSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
  ].join('; ')
}

const PAGE_HEADERS = {
  ...DATA_HEADERS,
  'content-security-policy': pageSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const

const STAFF_PREFIX = '/api/staff/'

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.method === 'POST' ? DATA_HEADERS : PAGE_HEADERS)
    // Every staff answer is one person's (sign-in's CSRF token, `me`, drafts, failures): no shared
    // or browser cache may keep it. Set before the handler, so failures carry it too; a route that
    // says otherwise (a file's own caching) still overrides it.
    if (request.url.startsWith(STAFF_PREFIX)) reply.header('cache-control', 'no-store')
  })
}
