import { API, ResearchDetailBody, ResearchListBody, type ResearchDetailRet, type ResearchListRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { presentArea, presentFacilityCard, presentFacilityDetail, presentTeamCard } from './research-presenter.js'

/** Papers listed by type paper (newest first); the full list is paged by /api/article/list. */
const PAPER_LIMIT = 20
const areaNotFound = () => notFound('content.areaNotFound')

export async function researchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { articles, research } = app.services

  app.post(API.researchList, { schema: { body: ResearchListBody }, config: { publicCache: true } }, async (request) => {
    const lang = requestLang(request)
    const { type } = request.body
    const areaId = request.body.id === undefined ? undefined : Number(request.body.id)
    const area = areaId === undefined ? undefined : await research.area(areaId)
    if (areaId !== undefined && !area) throw areaNotFound()

    if (type === 'area') {
      const [areas, teams, counts] = await Promise.all([research.areas(), research.teams('team'), articles.paperCounts()])
      const list = areas
        .filter((a) => !area || a.id === area.id)
        .map((a) =>
          presentArea(
            a,
            teams.filter((t) => t.area_id === a.id).map((t) => presentTeamCard(t, lang)),
            counts.get(a.code) ?? 0,
            lang,
          ),
        )
      return ok<ResearchListRet>({ areaList: list })
    }
    if (type === 'team' || type === 'consociation') {
      const teams = await research.teams(type, areaId)
      return ok<ResearchListRet>({ teamList: teams.map((t) => presentTeamCard(t, lang)) })
    }
    if (type === 'facility') {
      return ok<ResearchListRet>({ facilityList: (await research.facilities()).map((f) => presentFacilityCard(f, lang)) })
    }
    return ok<ResearchListRet>({ articleList: await articles.papers({ area: area?.code, limit: PAPER_LIMIT }, lang) })
  })

  app.post(API.researchDetail, { schema: { body: ResearchDetailBody }, config: { publicCache: true } }, async (request) => {
    const lang = requestLang(request)
    const id = Number(request.body.id)
    if (request.body.type === 'facility') {
      const facility = await research.facility(id)
      if (!facility) throw notFound('content.facilityNotFound')
      return ok<ResearchDetailRet>({ facility: presentFacilityDetail(facility, lang) })
    }
    const team = await research.team(id, lang)
    if (!team) throw notFound('content.teamNotFound')
    return ok<ResearchDetailRet>({ team })
  })
}
