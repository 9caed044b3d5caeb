import { CalendarDayRet, CalendarMonthRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../lib/dates.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { dayRange, monthRange } from './calendar-dates.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const shift = (months: number) => {
  const today = formatDay(new Date(), 'Asia/Shanghai')
  const [y, m] = today.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

describe('/api/calendar/month/list', () => {
  it('has events this month, the month before and the month after', async () => {
    for (const month of [shift(-1), shift(0), shift(1)]) {
      const res = await t.post('/api/calendar/month/list', { date: month, lang: 'en' })
      expectShape(CalendarMonthRet, res.json.retMap)
      const { monthList, articleList } = res.json.retMap
      expect(monthList.length, month).toBeGreaterThan(0)
      expect(monthList.every((d: string) => d.startsWith(`${month}-`))).toBe(true)
      expect(new Set(articleList.map((e: any) => e.time.slice(0, 10)))).toEqual(new Set(monthList))
      expect(articleList.some((e: any) => e.imageVertical && e.imageUrl)).toBe(true)
    }
  })

  it('answers a month without events with empty lists', async () => {
    expect((await t.post('/api/calendar/month/list', { date: '1999-01' })).json.retMap).toEqual({ monthList: [], articleList: [] })
  })

  it('refuses dates that are not YYYY-MM', async () => {
    for (const date of ['2026-13', '2026-1', '2026-11-01', 'now', 202611, '']) {
      expectFailure(await t.post('/api/calendar/month/list', { date }), 400, 'badRequest')
    }
  })
})

describe('/api/calendar/current/list', () => {
  it('answers the events of a day with their images', async () => {
    const month = (await t.post('/api/calendar/month/list', { date: shift(0) })).json.retMap
    const day = month.monthList[0]
    const res = await t.post('/api/calendar/current/list', { date: day })
    expectShape(CalendarDayRet, res.json.retMap)
    expect(res.json.retMap.dayList.length).toBe(month.articleList.filter((e: any) => e.time.startsWith(day)).length)
    expect(res.json.retMap.dayList[0].imageUrl).toMatch(/^\/file\/image\//)
  })

  it('refuses days the calendar does not have', async () => {
    for (const date of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', 'x']) {
      expectFailure(await t.post('/api/calendar/current/list', { date }), 400, 'badRequest')
    }
    expect((await t.post('/api/calendar/current/list', { date: '2024-02-29' })).status).toBe(200)
  })
})

describe('calendar dates', () => {
  it('computes month and day ranges across year ends and leap days', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' })
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-03-01' })
    expect(dayRange('2024-02-28')).toEqual({ from: '2024-02-28', to: '2024-02-29' })
    expect(dayRange('2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01' })
    expect(() => dayRange('2023-02-29')).toThrow()
  })
})
