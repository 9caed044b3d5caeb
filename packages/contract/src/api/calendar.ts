import Type, { type Static } from 'typebox'
import { body, NullableText } from './common.js'

export const CalendarMonthBody = body({
  date: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'month, YYYY-MM' }),
})
export const CalendarDayBody = body({
  date: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'day, YYYY-MM-DD' }),
})
export const CalendarEvent = Type.Object({
  id: Type.Integer({ description: 'article id of the event' }),
  title: Type.String({ description: 'event title' }),
  time: Type.String({ description: "start, YYYY-MM-DD HH:mm in the institute's time zone" }),
  location: Type.String({ description: 'where it takes place' }),
  cancelled: Type.Boolean({ description: 'the event was called off (it stays listed, marked so)' }),
  imageUrl: NullableText('horizontal image address'),
  imageVertical: NullableText('vertical image address'),
  templateList: Type.Array(Type.String(), { description: 'detail types, for the link to the event' }),
})
export type CalendarEvent = Static<typeof CalendarEvent>
export const CalendarMonthRet = Type.Object({
  monthList: Type.Array(Type.String(), { description: 'days of the month with events, YYYY-MM-DD, ascending' }),
  articleList: Type.Array(CalendarEvent, { description: "the month's events, by time" }),
})
export type CalendarMonthRet = Static<typeof CalendarMonthRet>
export const CalendarDayRet = Type.Object({ dayList: Type.Array(CalendarEvent, { description: "the day's events, by time" }) })
export type CalendarDayRet = Static<typeof CalendarDayRet>
