import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { CONSOLE_BASE } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../../http/app-error.js'

/**
 * The staff console's built app at /console/. Any path under it that is not a file answers the
 * app's index.html, so a deep link (/console/users/12) works after a reload; hashed assets are kept
 * for a year. Nothing here is read by the public site.
 */
export async function consoleRoutes(app: FastifyInstance) {
  const dist = app.deps.config.consoleDist
  const indexPath = join(dist, 'index.html')
  if (!existsSync(indexPath)) return
  // The page names the institute's time zone: the console shows and reads every time in it, not the browser's.
  const zone = `<meta name="site-time-zone" content="${app.deps.config.timeZone}">`
  const index = readFileSync(indexPath, 'utf8').replace('</head>', () => `${zone}</head>`)
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index)

  app.get(CONSOLE_BASE.slice(0, -1), (_request, reply) => reply.redirect(CONSOLE_BASE, 301))
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: CONSOLE_BASE,
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}/`)) res.header('cache-control', 'public, max-age=31536000, immutable')
        else res.header('cache-control', 'public, max-age=3600')
      },
    })
    scope.get(CONSOLE_BASE, sendIndex)
    scope.get(`${CONSOLE_BASE}*`, sendIndex)
    // A missing asset is a stale page asking for an old build: a 404, not the app's HTML as script.
    scope.get(`${CONSOLE_BASE}assets/*`, async () => {
      throw new AppError('notFound')
    })
  })
}
