import { API, ImageUrlBody, type ImageUrlRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'

export async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { menu, images } = app.services

  app.post(API.imageUrl, { schema: { body: ImageUrlBody }, config: { publicCache: true } }, async (request) => {
    const menuId = request.body.menuId === undefined ? null : Number(request.body.menuId)
    if (menuId !== null && !(await menu.tree()).get(menuId)) throw notFound('content.sectionNotFound')
    return ok<ImageUrlRet>({ imageList: await images.list(menuId, request.body.type ?? 'top', requestLang(request)) })
  })
}
