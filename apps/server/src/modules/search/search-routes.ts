import { API, SearchBody, type SearchRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { jsonCallLimit } from '../../http/client-limit.js'
import { isCrawler, searchStatsKey, trackingRefused } from '../stats/index.js'

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { config } = app.deps
  const { stats, search } = app.services
  app.post(
    API.search,
    {
      schema: { body: SearchBody },
      config: {
        publicCache: true,
        rateLimit: jsonCallLimit(config.searchRateLimit),
      },
      // Counted once answered, from the public cache too: what readers ask, and what finds nothing.
      onResponse: async (request, reply) => {
        const key = reply.statusCode === 200 && searchStatsKey(request.body, requestLang(request))
        if (key && !trackingRefused(request.headers) && !isCrawler(request.headers['user-agent'] ?? '')) stats.searched(key, request.body.q)
      },
    },
    async (request) => {
      const ret = await search.search(request.body, requestLang(request))
      const key = searchStatsKey(request.body, requestLang(request))
      if (key) stats.searchAnswered(key, ret.total)
      return ok<SearchRet>(ret)
    },
  )
}
