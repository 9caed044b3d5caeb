import { API, MenuBody, MenuListBody, type MenuListRet, type MenuRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { presentMenuDetail, presentMenuEntry } from './menu-presenter.js'

export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { menu } = app.services

  app.post(API.menuList, { schema: { body: MenuListBody }, config: { publicCache: true } }, async (request) => {
    const tree = await menu.tree()
    const lang = requestLang(request)
    return ok<MenuListRet>({ menuList: tree.roots.map((n) => presentMenuEntry(n, lang)) })
  })

  app.post(API.menu, { schema: { body: MenuBody }, config: { publicCache: true } }, async (request) => {
    const node = (await menu.tree()).get(Number(request.body.id))
    if (!node) throw notFound('content.menuNotFound')
    return ok<MenuRet>({ menu: presentMenuDetail(node, requestLang(request)) })
  })
}
