import { API, HOME_NEWS_LIMITS, HOME_NEWS_MAX, HomeNewsBody, type HomeNewsRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'

/** The article kind behind each home-page block: latest news, research progress (papers), highlights. */
const KIND_OF = { latest: 'news', research: 'paper', style: 'highlight' } as const

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { articles } = app.services

  app.post(API.homeNews, { schema: { body: HomeNewsBody }, config: { publicCache: true } }, async (request) => {
    const { type } = request.body
    const limit = Math.min(request.body.limit ?? HOME_NEWS_LIMITS[type], HOME_NEWS_MAX)
    return ok<HomeNewsRet>({ articleList: await articles.newestCards(KIND_OF[type], limit, requestLang(request)) })
  })
}
