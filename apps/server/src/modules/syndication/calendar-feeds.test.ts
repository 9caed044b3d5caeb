import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { addConference } from '../../test/conference-factory.js'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import type { StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { vtimezone } from './vtimezone.js'

/**
 * The iCalendar files over the real server, each read back with node-ical: the events feed
 * per language, one event's file, a conference's programme; what a change does to SEQUENCE and what
 * a cancellation does to STATUS; nothing unpublished ever in them.
 */
let t: TestApp
const ORIGIN = 'https://www.example.edu'
const HOST = 'www.example.edu'
const DAY = 86_400_000
let eventMenu: number
let seminar: { id: number; title: string }

const get = async (url: string) => {
  const res = await t.inject({ method: 'GET', url })
  return { status: res.statusCode, type: String(res.headers['content-type']), cache: String(res.headers['cache-control']), body: res.body }
}
const parse = (body: string) => Object.values(ical.sync.parseICS(body)) as any[]
const vevents = (body: string) => parse(body).filter((c) => c.type === 'VEVENT')
const byUid = (body: string, uid: string) => vevents(body).find((e) => e.uid === uid)
/** A new read of a feed: the server keeps pages until published content changes. */
const fresh = async (url: string) => {
  t.app.publicCache.clear()
  return get(url)
}

/** Every line of a calendar file is at most 75 octets, CRLF-ended, continuations starting with a space. */
function expectFolded(body: string) {
  expect(body.endsWith('\r\n')).toBe(true)
  const lines = body.slice(0, -2).split('\r\n')
  for (const line of lines) {
    expect(line).not.toContain('\n')
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  }
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  eventMenu = (await menuByPath(t, '/ibrNews/academic')).id
  seminar = await insertArticle(t, {
    menuId: eventMenu,
    title: '学术报告：睡眠与记忆——海马体的夜间回放机制及其在长时程记忆巩固中的作用研究',
    values: {
      kind: 'event',
      title_en: 'Seminar: sleep and memory',
      event_time: new Date('2027-03-01T06:30:00Z'),
      location_zh: '脑科学楼一〇一报告厅',
      location_en: 'Room 101',
      sub_title_zh: '主讲人：李明教授',
    },
  })
})
afterAll(() => t.close())

describe('the events feed', () => {
  it('holds each public event with a stable UID, its zone, place and share page, in both languages', async () => {
    const res = await get('/feed/events.en.ics')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    expect(res.cache).toBe('public, max-age=300')
    expectFolded(res.body)
    const event = byUid(res.body, `event-${seminar.id}@${HOST}`)
    expect(event).toMatchObject({ summary: 'Seminar: sleep and memory', location: 'Room 101', status: 'CONFIRMED' })
    expect(event.url.val).toBe(`${ORIGIN}/s/ibrNewsacademic/${seminar.id}?lang=en`)
    expect(event.start.tz).toBe('Asia/Shanghai')
    expect(event.start.toISOString()).toBe('2027-03-01T06:30:00.000Z')
    expect(res.body).toContain('DTSTART;TZID=Asia/Shanghai:20270301T143000')
    expect(event.end.getTime() - event.start.getTime()).toBe(3_600_000)
    expect(Number.isNaN(new Date(event.dtstamp).getTime())).toBe(false)
    expect(event.lastmodified).toBeInstanceOf(Date)
    const zones = parse(res.body).filter((c) => c.type === 'VTIMEZONE')
    expect(zones.map((z) => z.tzid)).toEqual(['Asia/Shanghai'])
    expect(res.body).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Asia\/Shanghai\r\nBEGIN:STANDARD\r\nDTSTART:\d{8}T000000\r\nTZOFFSETFROM:\+0800\r\nTZOFFSETTO:\+0800/,
    )

    // The Chinese title is long enough to be folded inside a character: unfolded, it is whole.
    const zh = await get('/feed/events.zh.ics')
    expectFolded(zh.body)
    const zhEvent = byUid(zh.body, `event-${seminar.id}@${HOST}`)
    expect(zhEvent).toMatchObject({ summary: seminar.title, location: '脑科学楼一〇一报告厅', description: '主讲人：李明教授' })
    expect(zhEvent.url.val).toBe(`${ORIGIN}/s/ibrNewsacademic/${seminar.id}?lang=zh`)
  })

  it('never holds a draft, archived, withdrawn or not yet published event, nor one older than a year', async () => {
    const hidden = await Promise.all(
      [
        { status: 'draft' as const },
        { status: 'archived' as const },
        { publishAt: new Date(Date.now() + DAY) },
        { unpublishAt: new Date(Date.now() - 1000), publishAt: new Date(Date.now() - DAY) },
        { eventTime: new Date(Date.now() - 400 * DAY) },
      ].map((spec, i) =>
        insertArticle(t, {
          menuId: eventMenu,
          title: `Hidden event ${i}`,
          publishAt: spec.publishAt,
          unpublishAt: spec.unpublishAt,
          values: {
            kind: 'event',
            event_time: spec.eventTime ?? new Date(Date.now() + 5 * DAY),
            ...('status' in spec ? { status: spec.status } : {}),
          },
        }),
      ),
    )
    const lastYear = await insertArticle(t, { menuId: eventMenu, values: { kind: 'event', event_time: new Date(Date.now() - 300 * DAY) } })
    const body = (await fresh('/feed/events.zh.ics')).body
    const uids = vevents(body).map((e) => e.uid)
    expect(uids).toContain(`event-${lastYear.id}@${HOST}`)
    for (const [i, item] of hidden.entries()) {
      expect(uids).not.toContain(`event-${item.id}@${HOST}`)
      expect(body).not.toContain(item.title)
      // An old event keeps its own file; an unpublished one has none.
      if (i < 4) expect((await get(`/feed/event-${item.id}.zh.ics`)).status).toBe(404)
    }
  })
})

describe('one event’s file', () => {
  it('holds that event alone, and answers 404 for what is not a public event', async () => {
    const res = await get(`/feed/event-${seminar.id}.zh.ics`)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    expect(vevents(res.body).map((e) => e.uid)).toEqual([`event-${seminar.id}@${HOST}`])
    const news = await insertArticle(t, { menuId: (await menuByPath(t, '/ibrNews/news')).id })
    for (const url of [`/feed/event-${news.id}.zh.ics`, '/feed/event-2147483648.en.ics', '/feed/event-0.en.ics', '/feed/events.fr.ics']) {
      expect((await get(url)).status, url).toBe(404)
    }
  })
})

describe('changes and cancellation through the console', () => {
  let editor: StaffClient
  let reviewer: StaffClient
  let section: number

  beforeAll(async () => {
    section = await addSection(t, 'academic')
    ;({ editor, reviewer } = await editorialTeam(t, section))
  })

  const approve = async (id: number, version: number) => {
    const submitted = await editor.post('/api/staff/article/submit', { id, version })
    expect(submitted.status).toBe(200)
    const approved = await reviewer.post('/api/staff/article/approve', { id, version: submitted.json.retMap.version })
    expect(approved.status).toBe(200)
    return approved.json.retMap.version as number
  }

  it('raises SEQUENCE on each published change and marks a cancelled event, which stays public', async () => {
    const published = await publishedItem(editor, reviewer, section, {
      kind: 'event',
      eventTime: '2027-05-10T02:00:00.000Z',
      zh: { title: '神经环路研讨会', body: '<p>正文</p>', location: '一号楼' },
      en: { title: 'Neural circuits workshop', body: '<p>Body</p>', location: 'Building 1' },
    })
    const uid = `event-${published.id}@${HOST}`
    const url = `/feed/event-${published.id}.en.ics`
    const first = byUid((await fresh(url)).body, uid)
    const sequence = Number(first.sequence)

    // A saved change not yet approved is not what the public sees: the calendar does not move.
    const saved = await editor.post('/api/staff/article/save', {
      id: published.id,
      version: published.version,
      en: { location: 'Building 2' },
    })
    expect(saved.status).toBe(200)
    expect(Number(byUid((await fresh(url)).body, uid).sequence)).toBe(sequence)

    let version = await approve(published.id, saved.json.retMap.version)
    const moved = byUid((await fresh(url)).body, uid)
    expect(moved).toMatchObject({ location: 'Building 2', status: 'CONFIRMED' })
    expect(Number(moved.sequence)).toBe(sequence + 1)

    const cancelled = await editor.post('/api/staff/article/save', { id: published.id, version, cancelled: true })
    expect(cancelled.status).toBe(200)
    version = await approve(published.id, cancelled.json.retMap.version)
    const off = byUid((await fresh(url)).body, uid)
    expect(off.status).toBe('CANCELLED')
    expect(Number(off.sequence)).toBe(sequence + 2)
    expect(byUid((await get('/feed/events.zh.ics')).body, uid)).toMatchObject({ status: 'CANCELLED', summary: '已取消：神经环路研讨会' })

    // Still public, marked, on its detail page and in the calendar.
    const detail = await t.post('/api/article/detail', { id: published.id, lang: 'en' })
    expect(detail.json.retMap.article.cancelled).toBe(true)
    const month = await t.post('/api/calendar/month/list', { date: '2027-05', lang: 'en' })
    expect(month.json.retMap.articleList.find((e: any) => e.id === published.id)).toMatchObject({ cancelled: true })
    const share = (await get(`/s/${off.url.val.split('/s/')[1]}`)).body
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(share)![1]!).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
    const editable = await editor.post('/api/staff/article/get', { id: published.id })
    expect(editable.json.retMap.article.doc.cancelled).toBe(true)

    // Called on again: confirmed, one more change.
    const restored = await editor.post('/api/staff/article/save', { id: published.id, version, cancelled: false })
    await approve(published.id, restored.json.retMap.version)
    const back = byUid((await fresh(url)).body, uid)
    expect(back.status).toBe('CONFIRMED')
    expect(Number(back.sequence)).toBe(sequence + 3)
  })

  it('refuses the cancelled flag on a kind that is not an event', async () => {
    const res = await editor.post('/api/staff/article/save', {
      kind: 'news',
      menuIds: [section],
      cancelled: true,
      zh: { title: '新闻', body: '<p>正文</p>' },
    })
    expect(res.status).toBe(400)
    expect(res.json.field).toBe('cancelled')
  })
})

describe('a conference’s programme', () => {
  it('holds every session in the conference’s own zone with its VTIMEZONE, and 404 for an unknown token', async () => {
    const conference = await addConference(t, { timeZone: 'Europe/Berlin', startsInDays: 40 })
    const db = t.deps.db
    const days = ['2027-07-01', '2027-07-02']
    const sessions: number[] = []
    for (const [i, day] of days.entries()) {
      const tag = await db
        .insertInto('meeting_tag')
        .values({ meeting_id: conference.id, day, name_zh: `第${i + 1}天`, name_en: `Day ${i + 1}`, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow()
      const session = await db
        .insertInto('meeting_session')
        .values({
          tag_id: tag.id,
          start_time: '09:30',
          end_time: '10:15',
          title_zh: `开幕报告${i}`,
          title_en: `Keynote ${i}`,
          speaker_zh: '王教授',
          speaker_en: 'Prof. Wang',
          affiliation_zh: '',
          affiliation_en: '',
          place_zh: '主会场',
          place_en: 'Main hall',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      sessions.push(session.id)
    }
    const res = await get(`/feed/conference-${conference.token}.en.ics`)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    expectFolded(res.body)
    const events = vevents(res.body)
    expect(events.map((e) => e.uid)).toEqual(sessions.map((id) => `conference-${conference.id}-session-${id}@${HOST}`))
    expect(events[0]).toMatchObject({ summary: 'Keynote 0', location: 'Main hall', description: 'Speaker: Prof. Wang' })
    expect(events[0].start.tz).toBe('Europe/Berlin')
    // Summer time in Berlin: 09:30 there is 07:30 UTC.
    expect(events[0].start.toISOString()).toBe('2027-07-01T07:30:00.000Z')
    expect(events[1].end.toISOString()).toBe('2027-07-02T08:15:00.000Z')
    expect(
      parse(res.body)
        .filter((c) => c.type === 'VTIMEZONE')
        .map((z) => z.tzid),
    ).toEqual(['Europe/Berlin'])
    expect(res.body).toContain('DTSTART;TZID=Europe/Berlin:20270701T093000')

    const zh = vevents((await get(`/feed/conference-${conference.token}.zh.ics`)).body)
    expect(zh[0]).toMatchObject({ summary: '开幕报告0', location: '主会场' })
    for (const url of ['/feed/conference-nothing-here.en.ics', '/feed/conference-a%2Fb.en.ics']) {
      expect((await get(url)).status, url).toBe(404)
    }
  })
})

describe('VTIMEZONE', () => {
  it('writes a zone without daylight saving as one offset, and each change of a zone with it', () => {
    expect(vtimezone('Asia/Shanghai', 2026, 2027)).toBe(
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai\r\nBEGIN:STANDARD\r\nDTSTART:20260101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n',
    )
    const berlin = vtimezone('Europe/Berlin', 2027, 2027)
    expect(berlin).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT')
    expect(berlin).toContain('BEGIN:STANDARD\r\nDTSTART:20271031T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD')
  })
})
