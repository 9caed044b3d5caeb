import { API, SearchBody, type SearchRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { jsonCallLimit } from '../../http/client-limit.js'
import { searchService } from './search-service.js'

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, config } = app.deps
  const service = searchService(db, config.timeZone)
  app.post(
    API.search,
    {
      schema: { body: SearchBody },
      config: {
        publicCache: true,
        rateLimit: jsonCallLimit(config.searchRateLimit),
      },
    },
    async (request) => ok<SearchRet>(await service.search(request.body, requestLang(request))),
  )
}
