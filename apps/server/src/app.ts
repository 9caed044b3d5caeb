import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import { API } from '@ibr/contract'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { AppDeps } from './app-deps.js'
import { createServices } from './app-services.js'
import { registerStaffGuard } from './auth/staff-guard.js'
import { registerApiReference } from './http/api-reference.js'
import { lazySchemas } from './http/lazy-schemas.js'
import { registerResponseSerializer } from './http/response-serializer.js'
import { registerClosingAnswer } from './http/closing.js'
import { registerDrain } from './http/drain.js'
import { registerErrorHandling, sendFailure } from './http/error-handler.js'
import { frontDoor } from './http/front-door.js'
import { registerJsonBody } from './http/json-body.js'
import { registerOverloadShedding } from './http/overload.js'
import { registerPublicCache } from './http/public-cache.js'
import { RequestLog } from './http/request-log.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { articleRoutes } from './modules/article/index.js'
import { auditRoutes } from './modules/audit/index.js'
import { backupStatusRoutes } from './modules/backup-status/index.js'
import { calendarRoutes } from './modules/calendar/index.js'
import {
  conferenceRoutes,
  conferenceAdminRoutes,
  registrationExportRoutes,
  retentionRoutes,
  registrationRoutes,
  registrationStaffRoutes,
} from './modules/conference/index.js'
import { clientLimitStore } from './modules/client-limit/index.js'
import { consoleRoutes } from './modules/console/index.js'
import { fileRoutes } from './modules/file/index.js'
import { healthRoutes, registerProbes } from './modules/health/index.js'
import { helpdeskRoutes, inboxRoutes } from './modules/helpdesk/index.js'
import { recordRoutes } from './modules/records/index.js'
import { siteSettingsRoutes } from './modules/site-settings/index.js'
import { homeRoutes } from './modules/home/index.js'
import { imageRoutes } from './modules/image/index.js'
import { menuRoutes } from './modules/menu/index.js'
import { notificationsRoutes } from './modules/notifications/index.js'
import { researchRoutes } from './modules/research/index.js'
import { searchRoutes } from './modules/search/index.js'
import { statsRoutes } from './modules/stats/index.js'
import { siteRoutes } from './modules/site/index.js'
import { citationRoutes, syndicationRoutes } from './modules/syndication/index.js'
import { authRoutes, casRoutes, userRoutes } from './modules/staff/index.js'
import { editorialRoutes } from './modules/editorial/index.js'
import { paperImportRoutes } from './modules/paper-import/index.js'
import { siteStructureRoutes } from './modules/site-structure/index.js'
import { mediaRoutes } from './modules/media/index.js'
import { mailRoutes } from './modules/mail/index.js'
import { linksRoutes } from './modules/links/index.js'
import { fastifyTrustProxy } from './trust-proxy.js'

/** Paths answered only to POST; another method gets methodNotAllowed rather than notFound. */
const POST_PATHS = new Set<string>(Object.values(API).filter((p) => !p.endsWith('/')))

/**
 * What the log keeps of a request. A CAS service ticket in a query is a password for one sign-in:
 * it is replaced before the address is written anywhere.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]ticket=)[^&#]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  }
}

export interface BuildOptions {
  /** false: no log at all (tests). */
  logger?: boolean
  /** Where log lines go instead of standard output (a test that reads what the log kept). */
  logStream?: { write(line: string): void }
  /** 'memory': per-client limits counted in this process only, what the benchmark of the shared count compares it with. */
  clientLimits?: 'database' | 'memory'
}

/**
 * Ties the app's caches to content changes, and ends the background work when the app closes. With
 * nothing cached there is nothing to clear, so the change listener and its timer start only when a
 * cache is on; the job workers are started by main.ts (a test starts them when it needs them).
 */
function registerBackgroundWork(app: FastifyInstance) {
  const { config } = app.deps
  const { changes, jobs, notifications } = app.services
  changes.onChange(() => app.publicCache.clear())
  app.addHook('onReady', async () => {
    if (config.cacheTtlSeconds > 0 || config.sectionCacheSeconds > 0) await changes.start()
  })
  // No job is taken once closing starts; the ones running are waited for after the requests in flight.
  app.addHook('preClose', async () => {
    void jobs.stop()
  })
  app.addHook('onClose', async () => {
    // The page views counted in memory are written before the database is closed.
    await app.services.stats.stop()
    await jobs.stop()
    changes.stop()
    await notifications.stop()
  })
}

/** Builds the server: external plugins, then the app's own, then the routes of each module. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps
  const door = frontDoor()
  const schemas = lazySchemas()
  const app = Fastify({
    serverFactory: door.factory,
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog }, ...(options.logStream && { stream: options.logStream }) },
    // One line per request at its completion, and only for those that say something (http/request-log.ts).
    logController: new RequestLog(config.logRequests),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: false,
    // What Fastify answers before routing (an address that does not decode, e.g. /%ff) gets our envelope too.
    frameworkErrors: (error, _request, reply) => {
      void sendFailure(reply, error)
    },
    schemaController: schemas.schemaController,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
  })
  registerResponseSerializer(app, schemas)
  app.decorate('compileSchemas', schemas.compileAll)
  app.decorate('deps', deps)
  app.decorate('services', createServices(deps, app.log))

  registerDrain(app)
  registerClosingAnswer(app, Math.ceil(config.shutdownGraceMs / 1000))
  registerJsonBody(app)
  registerErrorHandling(app, POST_PATHS)
  registerPublicCache(app, config.cacheTtlSeconds, config.cacheMaxMb, config.requestTimeoutMs)
  door.open(app.publicCache.door)
  registerBackgroundWork(app)
  registerSecurityHeaders(app)
  await registerOverloadShedding(app, config.overload)
  await registerProbes(app)
  registerStaffGuard(app, {
    sessions: app.services.sessions,
    cookie: app.services.staffCookie,
    publicOrigin: config.staff.publicUrl ? new URL(config.staff.publicUrl).origin : '',
  })
  await registerApiReference(app)
  // Counted in the shared database: the limit holds whichever instance a client reaches.
  await app.register(rateLimit, { global: false, ...(options.clientLimits !== 'memory' && { store: clientLimitStore(deps.db) }) })
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
    registrationRoutes,
    registrationStaffRoutes,
    fileRoutes,
    helpdeskRoutes,
    authRoutes,
    casRoutes,
    editorialRoutes,
    paperImportRoutes,
    siteStructureRoutes,
    mediaRoutes,
    inboxRoutes,
    recordRoutes,
    siteSettingsRoutes,
    conferenceAdminRoutes,
    userRoutes,
    auditRoutes,
    mailRoutes,
    linksRoutes,
    notificationsRoutes,
    backupStatusRoutes,
    registrationExportRoutes,
    retentionRoutes,
    consoleRoutes,
    searchRoutes,
    statsRoutes,
    syndicationRoutes,
    citationRoutes,
    siteRoutes,
  ]) {
    await app.register(routes)
  }
  return app
}
