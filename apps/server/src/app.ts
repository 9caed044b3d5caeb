import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import { API } from '@ibr/contract'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppDeps } from './app-deps.js'
import { createServices } from './app-services.js'
import { registerApiReference } from './http/api-reference.js'
import { registerClosingAnswer } from './http/closing.js'
import { registerErrorHandling, sendFailure } from './http/error-handler.js'
import { registerJsonBody } from './http/json-body.js'
import { registerPublicCache } from './http/public-cache.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { articleRoutes } from './modules/article/article-routes.js'
import { calendarRoutes } from './modules/calendar/calendar-routes.js'
import { conferenceRoutes } from './modules/conference/conference-routes.js'
import { fileRoutes } from './modules/file/file-routes.js'
import { healthRoutes } from './modules/health/health-routes.js'
import { helpdeskRoutes } from './modules/helpdesk/helpdesk-routes.js'
import { homeRoutes } from './modules/home/home-routes.js'
import { imageRoutes } from './modules/image/image-routes.js'
import { menuRoutes } from './modules/menu/menu-routes.js'
import { researchRoutes } from './modules/research/research-routes.js'
import { siteRoutes } from './modules/site/site-routes.js'

/** Paths answered only to POST; another method gets methodNotAllowed rather than notFound. */
const POST_PATHS = new Set<string>(Object.values(API).filter((p) => !p.endsWith('/')))

/** Builds the server: external plugins, then the app's own, then the routes of each module. */
export async function buildApp(deps: AppDeps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    // What Fastify answers before routing (an address that does not decode, e.g. /%ff) gets our envelope too.
    frameworkErrors: (error, _request, reply) => {
      void sendFailure(reply, error)
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
  })
  app.decorate('deps', deps)
  app.decorate('services', createServices(deps))

  registerClosingAnswer(app, Math.ceil(config.shutdownGraceMs / 1000))
  registerJsonBody(app)
  registerErrorHandling(app, POST_PATHS)
  registerPublicCache(app, config.cacheTtlSeconds, config.cacheMaxMb, config.requestTimeoutMs)
  registerSecurityHeaders(app)
  await registerApiReference(app)
  await app.register(rateLimit, { global: false })
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 8, fieldSize: 1024 },
  })

  for (const routes of [
    healthRoutes,
    menuRoutes,
    homeRoutes,
    articleRoutes,
    researchRoutes,
    imageRoutes,
    calendarRoutes,
    conferenceRoutes,
    fileRoutes,
    helpdeskRoutes,
    siteRoutes,
  ]) {
    await app.register(routes)
  }
  return app
}
