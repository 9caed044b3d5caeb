import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { apiIndexPage } from './api-index-page.js'

/** The public site when it is built (apps/web/dist), otherwise a page listing the API. */
export async function siteRoutes(app: FastifyInstance) {
  const { webDist } = app.deps.config
  if (existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, preCompressed: true })
    return
  }
  const page = apiIndexPage(app.deps.version)
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page))
}
