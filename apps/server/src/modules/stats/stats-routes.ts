import { API, STATS_BODY_MAX, StatsHitBody, type StatsHitRet } from '@ibr/contract'
import { STAFF_API, type StatsSummaryRet, type StatsViewsRet } from '@ibr/contract/staff'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'
import { isCrawler, trackingRefused } from './stats-privacy.js'

/**
 * The public site's beacon and the console's figures. The beacon is answered at once with the
 * public API's success envelope (the site's one answer shape); it is never cached (each hit counts)
 * and its body is small. What it counts is written later, in a batch (stats-recorder.ts).
 */
export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { stats, statsSummary: summary } = app.services

  app.post(API.statsHit, { schema: { body: StatsHitBody }, bodyLimit: STATS_BODY_MAX }, async (request) => {
    if (!stats.allow(request.ip)) throw new AppError('rateLimited', 'error.rateLimited', { retryAfter: 60 })
    const userAgent = request.headers['user-agent'] ?? ''
    if (!trackingRefused(request.headers) && !isCrawler(userAgent))
      stats.hit(request.body, requestLang(request), { address: request.ip, userAgent })
    return ok<StatsHitRet>({})
  })

  staffPost(app, STAFF_API.statsSummary, async ({ body, user, request }) =>
    ok<StatsSummaryRet>(await summary.summary(body, user, requestLang(request))),
  )
  staffPost(app, STAFF_API.statsViews, async ({ body, user }) => ok<StatsViewsRet>(await summary.views(body.ids, user)))
}
