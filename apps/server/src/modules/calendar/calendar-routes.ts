import {
  API,
  CalendarDayBody,
  CalendarMonthBody,
  type CalendarDayRet,
  type CalendarEvent,
  type CalendarMonthRet,
  type Lang,
} from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { formatDay, formatMinute } from '../../lib/dates.js'
import { imageUrl } from '../../lib/file-url.js'
import { loc } from '../../lib/localise.js'
import type { EventRow } from './calendar-repository.js'
import { dayRange, monthRange } from './calendar-dates.js'

export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { config } = app.deps
  const { calendar } = app.services

  function present(rows: EventRow[], lang: Lang): CalendarEvent[] {
    return rows.map((r) => ({
      id: r.id,
      title: loc(r, 'title', lang),
      time: r.event_time ? formatMinute(r.event_time, config.timeZone) : '',
      location: loc(r, 'location', lang),
      cancelled: r.cancelled_at !== null,
      imageUrl: imageUrl(r.picture_id),
      imageVertical: imageUrl(r.picture_vertical_id),
      templateList: r.template_list,
    }))
  }

  app.post(API.calendarMonth, { schema: { body: CalendarMonthBody }, config: { publicCache: true } }, async (request) => {
    const { from, to } = monthRange(request.body.date)
    const rows = await calendar.events(from, to, config.timeZone)
    const days = [...new Set(rows.flatMap((r) => (r.event_time ? [formatDay(r.event_time, config.timeZone)] : [])))]
    return ok<CalendarMonthRet>({ monthList: days.sort(), articleList: present(rows, requestLang(request)) })
  })

  app.post(API.calendarDay, { schema: { body: CalendarDayBody }, config: { publicCache: true } }, async (request) => {
    const { from, to } = dayRange(request.body.date)
    const rows = await calendar.events(from, to, config.timeZone)
    return ok<CalendarDayRet>({ dayList: present(rows, requestLang(request)) })
  })
}
