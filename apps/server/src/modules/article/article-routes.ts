import {
  API,
  ArticleDetailBody,
  ArticleListBody,
  ArticlePickedBody,
  PageParams,
  SearchParams,
  type ArticleDetailRet,
  type ArticleListRet,
  type ArticlePickedRet,
} from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { jsonParam } from '../../http/json-param.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { checkCategory, resolveSection } from './article-service.js'

const readPage = jsonParam(PageParams, 'page', '{"pageNum":1,"pageSize":10}')
const readSearch = jsonParam(SearchParams, 'search', '{"keyword":"","category":""}')
/** Items /api/article/picked answers by default and at most. */
const PICKED_DEFAULT = 5
const PICKED_MAX = 20

export async function articleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { menu } = app.services
  const service = app.services.articles
  const optionalId = (id: number | string | undefined) => (id === undefined ? undefined : Number(id))

  app.post(API.articleList, { schema: { body: ArticleListBody }, config: { publicCache: true } }, async (request) => {
    const { body } = request
    const page = readPage(body.page, { pageNum: 1, pageSize: 10 })
    const search = readSearch(body.search, {})
    const section = resolveSection(await menu.tree(), optionalId(body.menuId), body.type)
    const filter = {
      keyword: search.keyword?.trim() || undefined,
      category: checkCategory(search.category),
      year: typeof search.year === 'number' ? search.year : undefined,
    }
    return ok<ArticleListRet>(await service.list(section, filter, page.pageNum, page.pageSize, requestLang(request)))
  })

  app.post(API.articlePicked, { schema: { body: ArticlePickedBody }, config: { publicCache: true } }, async (request) => {
    const { body } = request
    const section = resolveSection(await menu.tree(), optionalId(body.menuId), body.type)
    const limit = Math.min(body.limit ?? PICKED_DEFAULT, PICKED_MAX)
    return ok<ArticlePickedRet>({ articleList: await service.picked(section, limit, requestLang(request)) })
  })

  app.post(API.articleDetail, { schema: { body: ArticleDetailBody }, config: { publicCache: true } }, async (request) => {
    const { body } = request
    return ok<ArticleDetailRet>(await service.detail(Number(body.id), optionalId(body.menuId), requestLang(request)))
  })
}
