import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { memoAsync } from '../../lib/memo.js'
import { apiIndexPage } from './api-index-page.js'
import { siteIndex, type HomeBanners } from './site-index.js'

/** The public site when it is built (apps/web/dist), otherwise a page listing the API. */
export async function siteRoutes(app: FastifyInstance) {
  const { webDist } = app.deps.config
  const indexPath = join(webDist, 'index.html')
  if (!existsSync(indexPath)) {
    const page = apiIndexPage(app.deps.version)
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page))
    return
  }
  const render = siteIndex(indexPath)
  const { images } = app.services
  const bannerMemo = memoAsync<HomeBanners>(app.deps.config.sectionCacheSeconds)
  // A banner changed in the console shows in the next page served, as it does in the API's answers.
  app.publicCache.onClear(() => bannerMemo.clear())
  const banners = async (): Promise<HomeBanners | null> => {
    try {
      return await bannerMemo.get('top', () => images.listBothLanguages(null, 'top'))
    } catch (error) {
      // The page works without them (it asks the API); a database hiccup must not cost the page.
      app.log.warn({ err: error }, 'home banners not written into the page')
      return null
    }
  }
  const settings = async () => {
    try {
      return await app.services.siteSettings.effective()
    } catch (error) {
      app.log.warn({ err: error }, 'saved site settings not read; the environment’s are used')
      return app.deps.config.site
    }
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = render(await settings(), await banners())
    // Revalidated on every visit, so a new build's asset names are picked up at once.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', index.securityPolicy)
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(index.gzip)
    return reply.send(index.html)
  }
  app.get('/', sendIndex)
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // index.html is only ever sent with the settings written in (above).
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (res, path) => {
      // Vite names assets by their content: a name never changes meaning, so browsers keep them for a year.
      if (path.includes(`${join(webDist, 'assets')}/`)) res.header('cache-control', 'public, max-age=31536000, immutable')
      else res.header('cache-control', 'public, max-age=3600')
    },
  })
  // Browsers, feed readers and crawlers ask for /favicon.ico whatever the page links; the site's one
  // icon is an SVG, sent under that name with the same hour of caching as the other files.
  if (existsSync(join(webDist, 'favicon.svg'))) app.get('/favicon.ico', (_request, reply) => reply.sendFile('favicon.svg'))
}
