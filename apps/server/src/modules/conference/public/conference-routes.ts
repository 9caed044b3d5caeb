import {
  API,
  MeetingBody,
  MeetingRegisterBody,
  MeetingScheduleBody,
  UPLOAD_EXTENSIONS,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_IMAGE_TYPES,
  type FileRule,
  type MeetingAddressRet,
  type MeetingRegisterRet,
  type MeetingScheduleRet,
  type MeetingSignRet,
  type MeetingSummaryRet,
  type MeetingTagListRet,
} from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../http/app-error.js'
import { ok } from '../../../http/json-body.js'
import { requestLang } from '../../../http/request-lang.js'
import { presentAddress, presentSession, presentSign, presentSummary, presentTag } from './conference-presenter.js'
import { jsonCallLimit } from '../../../http/client-limit.js'

export async function conferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { config } = app.deps
  const { conferences, images, registration } = app.services
  const fileRule: FileRule = {
    accept: [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES],
    extensions: [...UPLOAD_EXTENSIONS],
    maxBytes: config.uploadMaxBytes,
  }
  const read = { config: { publicCache: true } }

  app.post(API.meetingSummary, { schema: { body: MeetingBody }, ...read }, async (request) => {
    const conference = await conferences.find(Number(request.body.menuId))
    return ok<MeetingSummaryRet>({ meeting: presentSummary(conference, requestLang(request)) })
  })

  // Not cached: it tells how many places each option has left, which every registration changes.
  app.post(API.meetingSign, { schema: { body: MeetingBody } }, async (request) => {
    const conference = await conferences.find(Number(request.body.menuId))
    const lang = requestLang(request)
    const form = await registration.publicForm(conference.id, lang)
    return ok<MeetingSignRet>({ sign: presentSign(conference, lang, config.timeZone, fileRule, form) })
  })

  app.post(API.meetingTagList, { schema: { body: MeetingBody }, ...read }, async (request) => {
    const conference = await conferences.find(Number(request.body.menuId))
    const lang = requestLang(request)
    return ok<MeetingTagListRet>({ tagList: (await conferences.tags(conference.id)).map((t) => presentTag(t, lang)) })
  })

  app.post(API.meetingSchedule, { schema: { body: MeetingScheduleBody }, ...read }, async (request) => {
    const conference = await conferences.find(Number(request.body.menuId))
    const tags = await conferences.tags(conference.id)
    const wanted = request.body.tagId === undefined ? undefined : Number(request.body.tagId)
    const tag = wanted === undefined ? tags[0] : tags.find((t) => t.id === wanted)
    if (wanted !== undefined && !tag) throw notFound('conference.dayNotFound')
    // A conference whose programme is not out yet has no days: an empty schedule, not an error.
    if (!tag) return ok<MeetingScheduleRet>({ tagId: 0, scheduleList: [] })
    const lang = requestLang(request)
    return ok<MeetingScheduleRet>({ tagId: tag.id, scheduleList: (await conferences.sessions(tag.id)).map((s) => presentSession(s, lang)) })
  })

  app.post(API.meetingImageAddress, { schema: { body: MeetingBody }, ...read }, async (request) => {
    const conference = await conferences.find(Number(request.body.menuId))
    const lang = requestLang(request)
    const imageList = await images.list(conference.menu_id, 'venue', lang)
    return ok<MeetingAddressRet>(presentAddress(conference, imageList, lang))
  })

  app.post(
    API.meetingRegister,
    {
      schema: { body: MeetingRegisterBody },
      config: { rateLimit: jsonCallLimit(config.formRateLimit) },
    },
    async (request) => {
      const conference = await conferences.find(Number(request.body.menuId))
      return ok<MeetingRegisterRet>(await registration.register(conference.id, request.body, requestLang(request)))
    },
  )
}
