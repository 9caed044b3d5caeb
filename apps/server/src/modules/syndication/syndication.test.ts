import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { staffSession } from '../../test/staff-factory.js'
import { createTeam, teamDoc } from '../../test/team-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/**
 * Feeds, share pages, the sitemap and robots.txt over the real server, read with a real
 * XML parser; share pages are read as HTML without running their script, as a crawler reads them.
 */
let t: TestApp
const ORIGIN = 'https://www.example.edu'
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
let news: { id: number; title: string }
let draft: { id: number; title: string }
let paper: { id: number; title: string }
let event: { id: number; title: string }
const published = new Date('2026-03-04T05:06:07Z')
const teams: Record<'shown' | 'draft' | 'archived', number> = { shown: 0, draft: 0, archived: 0 }

const get = async (url: string) => {
  const res = await t.inject({ method: 'GET', url })
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body }
}
const xml = (body: string) => {
  expect(XMLValidator.validate(body)).toBe(true)
  return parser.parse(body)
}
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const metaContent = (html: string, attr: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1])

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  const newsMenu = (await menuByPath(t, '/ibrNews/news')).id
  const paperMenu = (await menuByPath(t, '/researchAchievement/paper')).id
  const eventMenu = (await menuByPath(t, '/ibrNews/academic')).id
  news = await insertArticle(t, {
    menuId: newsMenu,
    publishAt: new Date(Date.now() - 1000),
    title: '海马体记忆研究取得新进展 & <更多>',
    values: {
      title_en: 'New findings on hippocampal memory & <more>',
      sub_title_en: 'Place cells replay the day',
      sub_title_zh: '位置细胞回放白天的经历',
    },
  })
  draft = await insertArticle(t, { menuId: newsMenu, title: 'Draft never shown', values: { status: 'draft' } })
  paper = await insertArticle(t, {
    menuId: paperMenu,
    publishAt: published,
    title: 'Cortical maps of time',
    values: {
      kind: 'paper',
      authors: 'Li Wei, Zhang San; Wang Wu',
      journal: 'Neuron',
      pub_year: 2026,
      doi: '10.1016/j.neuron.2026.01.001',
    },
  })
  event = await insertArticle(t, {
    menuId: eventMenu,
    title: '学术报告：睡眠与记忆',
    values: { kind: 'event', title_en: 'Seminar: sleep and memory', event_time: new Date('2026-12-01T01:30:00Z'), location_en: 'Room 101' },
  })
  const admin = await staffSession(t, { roles: [ROLE.admin], name: 'Share admin' })
  const doc = teamDoc({ zh: '时间知觉研究组', en: 'Time Perception Lab & <Co>' }, [
    ['陈静', 'Chen Jing', 'Postdoctoral fellow'],
    ['周宇', 'Zhou Yu', ''],
  ])
  teams.shown = await createTeam(admin, {
    ...doc,
    paperIds: [paper.id],
    en: { ...doc.en, leader: 'Zhao Lei', leaderTitle: 'Principal investigator', summary: 'How the brain keeps time.' },
  })
  teams.draft = await createTeam(admin, teamDoc({ zh: '未批准组', en: 'Unapproved group' }), { draft: true })
  teams.archived = await createTeam(admin, teamDoc({ zh: '已归档组', en: 'Archived group' }))
  expect((await admin.post(STAFF_API.teamArchive, { id: teams.archived })).status).toBe(200)
})
afterAll(() => t.close())

describe('feeds', () => {
  it('serves RSS 2.0 of a news kind in each language, newest first, with share links and stable GUIDs', async () => {
    const res = await get('/feed/ibrNewsnews.en.rss')
    expect(res.status).toBe(200)
    expect(res.type).toContain('application/rss+xml')
    const channel = xml(res.body).rss.channel
    expect(channel.language).toBe('en')
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/feed/ibrNewsnews.en.rss`)
    const items = list<any>(channel.item)
    const item = items.find((i) => i.guid['#text'] === `${ORIGIN}/s/ibrNewsnews/${news.id}?lang=en`)
    expect(item).toMatchObject({ title: 'New findings on hippocampal memory & <more>', description: 'Place cells replay the day' })
    expect(item.link).toBe(item.guid['#text'])
    expect(item.guid['@isPermaLink']).toBe('true')
    expect(Math.abs(new Date(item.pubDate).getTime() - Date.now())).toBeLessThan(120_000)
    const dates = items.map((i) => new Date(i.pubDate).getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(items.some((i) => i.title === draft.title)).toBe(false)

    const zh = list<any>(xml((await get('/feed/ibrNewsnews.zh.rss')).body).rss.channel.item)
    expect(zh.find((i) => i.link === `${ORIGIN}/s/ibrNewsnews/${news.id}?lang=zh`)?.title).toBe(news.title)
  })

  it('serves Atom 1.0 with ids, updated times and summaries', async () => {
    const res = await get('/feed/researchAchievementpaper.en.atom')
    expect(res.type).toContain('application/atom+xml')
    const feed = xml(res.body).feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${ORIGIN}/feed/researchAchievementpaper.en.atom`)
    expect(Number.isNaN(new Date(feed.updated).getTime())).toBe(false)
    const entry = list<any>(feed.entry).find((e) => e.id === `${ORIGIN}/s/researchAchievementpaper/${paper.id}?lang=en`)
    expect(entry.title).toBe(paper.title)
    expect(entry.published).toBe(published.toISOString())
    expect(entry.link['@href']).toBe(entry.id)
  })

  it('answers 404 for a section without a feed, an unknown key or a malformed name', async () => {
    for (const url of [
      '/feed/aboutIbroverview.en.rss',
      '/feed/nothingHere.zh.rss',
      '/feed/ibrNewsnews.fr.rss',
      '/feed/ibrNewsnews.en.json',
      '/feed/..%2Fetc.en.rss',
    ]) {
      expect((await get(url)).status, url).toBe(404)
    }
  })
})

describe('share pages', () => {
  it('carry the text, Open Graph, canonical, hreflang and NewsArticle data without scripts', async () => {
    const res = await get(`/s/ibrNewsnews/${news.id}?lang=en`)
    expect(res.status).toBe(200)
    expect(res.type).toContain('text/html')
    const html = res.body
    expect(html).toContain('<h1>New findings on hippocampal memory &amp; &lt;more&gt;</h1>')
    expect(metaContent(html, 'property', 'og:title')).toEqual(['New findings on hippocampal memory &amp; &lt;more&gt;'])
    expect(metaContent(html, 'property', 'og:url')).toEqual([`${ORIGIN}/s/ibrNewsnews/${news.id}?lang=en`])
    expect(metaContent(html, 'name', 'twitter:card')).toHaveLength(1)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/s/ibrNewsnews/${news.id}?lang=en">`)
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}/s/ibrNewsnews/${news.id}?lang=zh">`)
    expect(html).toContain(`data-app-path="/#/detail/ibrNewsnews/${news.id}"`)
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'New findings on hippocampal memory & <more>',
      url: `${ORIGIN}/s/ibrNewsnews/${news.id}?lang=en`,
    })
  })

  it('gives a paper ScholarlyArticle data and the citation tags scholarly search engines read', async () => {
    const html = (await get(`/s/researchAchievementpaper/${paper.id}?lang=en`)).body
    expect(metaContent(html, 'name', 'citation_title')).toEqual(['Cortical maps of time'])
    expect(metaContent(html, 'name', 'citation_author')).toEqual(['Li Wei', 'Zhang San', 'Wang Wu'])
    expect(metaContent(html, 'name', 'citation_journal_title')).toEqual(['Neuron'])
    expect(metaContent(html, 'name', 'citation_publication_date')).toEqual(['2026'])
    expect(metaContent(html, 'name', 'citation_doi')).toEqual(['10.1016/j.neuron.2026.01.001'])
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    expect(ld).toMatchObject({ '@type': 'ScholarlyArticle', sameAs: 'https://doi.org/10.1016/j.neuron.2026.01.001' })
  })

  it('gives an event its start in the institute’s zone', async () => {
    const html = (await get(`/s/ibrNewsacademic/${event.id}?lang=en`)).body
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Seminar: sleep and memory',
      startDate: '2026-12-01T09:30:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
    })
    expect(ld.location.name).toBe('Room 101')
  })

  it('never shows a draft, and answers 404 for unknown types and ids', async () => {
    for (const url of [
      `/s/ibrNewsnews/${draft.id}`,
      `/s/noSuchType/${news.id}`,
      '/s/ibrNewsnews/2147483647',
      '/s/ibrNewsnews/abc',
      '/s/ibrNewsnews/0',
    ]) {
      const res = await get(url)
      expect(res.status, url).toBe(404)
      expect(res.body).not.toContain(draft.title)
    }
  })

  it('gives a team its page: profile, members and papers, with ResearchOrganization data whose members are people', async () => {
    const url = `${ORIGIN}/s/ibrTeamteam/${teams.shown}?lang=en`
    const res = await get(`/s/ibrTeamteam/${teams.shown}?lang=en`)
    expect(res.status).toBe(200)
    const html = res.body
    expect(html).toContain('<h1>Time Perception Lab &amp; &lt;Co&gt;</h1>')
    expect(html).toContain('<li>Chen Jing · Postdoctoral fellow</li>')
    expect(html).toContain(`href="${ORIGIN}/s/researchAchievementpaper/${paper.id}?lang=en"`)
    expect(metaContent(html, 'property', 'og:type')).toEqual(['website'])
    expect(metaContent(html, 'name', 'description')).toEqual(['How the brain keeps time.'])
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}/s/ibrTeamteam/${teams.shown}?lang=zh">`)
    expect(html).toContain(`data-app-path="/#/teamDetail/ibrTeamteam/${teams.shown}/${encodeURIComponent('Time Perception Lab & <Co>')}"`)
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ResearchOrganization', name: 'Time Perception Lab & <Co>', url })
    expect(ld.member).toEqual([
      { '@type': 'Person', name: 'Zhao Lei', jobTitle: 'Principal investigator' },
      { '@type': 'Person', name: 'Chen Jing', jobTitle: 'Postdoctoral fellow' },
      { '@type': 'Person', name: 'Zhou Yu' },
    ])
    const zh = (await get(`/s/ibrTeamteam/${teams.shown}?lang=zh`)).body
    expect(zh).toContain('<h1>时间知觉研究组</h1>')
    // A role given in English only is shown in English (the site's fallback).
    expect(zh).toContain('<li>陈静 · Postdoctoral fellow</li>')
  })

  it('never shows a team not approved or archived, nor one under another list', async () => {
    for (const url of [`/s/ibrTeamteam/${teams.draft}`, `/s/ibrTeamteam/${teams.archived}`, `/s/ibrTeamconsociation/${teams.shown}`]) {
      expect((await get(url)).status, url).toBe(404)
    }
  })

  it('draws the share address as a QR code', async () => {
    const res = await get(`/s/ibrNewsnews/${news.id}/qr.svg?lang=en`)
    expect(res.status).toBe(200)
    expect(res.type).toContain('image/svg+xml')
    expect(XMLValidator.validate(res.body)).toBe(true)
    expect((await get(`/s/nothing/${news.id}/qr.svg`)).status).toBe(404)
  })

  it('serves the script that takes a person on to the site', async () => {
    const res = await get('/s/open.js')
    expect(res.type).toContain('text/javascript')
    expect(res.body).toContain('location.replace')
  })
})

describe('sitemap and robots.txt', () => {
  it('lists every published item in both languages with alternates, and no draft', async () => {
    const res = await get('/sitemap.xml')
    expect(res.type).toContain('application/xml')
    const urls = list<any>(xml(res.body).urlset.url)
    const mine = urls.filter((u) => u.loc.startsWith(`${ORIGIN}/s/ibrNewsnews/${news.id}?`))
    expect(mine.map((u) => u.loc).sort()).toEqual([
      `${ORIGIN}/s/ibrNewsnews/${news.id}?lang=en`,
      `${ORIGIN}/s/ibrNewsnews/${news.id}?lang=zh`,
    ])
    expect(mine[0]['xhtml:link'].map((l: any) => l['@hreflang']).sort()).toEqual(['en', 'zh'])
    expect(Number.isNaN(new Date(mine[0].lastmod).getTime())).toBe(false)
    expect(urls.some((u) => u.loc.includes(`/${draft.id}?`))).toBe(false)
  })

  it('lists published teams under their list with alternates, not a draft or an archived one', async () => {
    const urls = list<any>(xml((await get('/sitemap.xml')).body).urlset.url)
    const team = urls.filter((u) => u.loc.startsWith(`${ORIGIN}/s/ibrTeamteam/${teams.shown}?`))
    expect(team.map((u) => u.loc).sort()).toEqual([
      `${ORIGIN}/s/ibrTeamteam/${teams.shown}?lang=en`,
      `${ORIGIN}/s/ibrTeamteam/${teams.shown}?lang=zh`,
    ])
    expect(team[0]['xhtml:link'].map((l: any) => l['@href']).sort()).toEqual(team.map((u) => u.loc).sort())
    for (const id of [teams.draft, teams.archived]) expect(urls.some((u) => u.loc.includes(`/ibrTeamteam/${id}?`))).toBe(false)
  })

  it('robots.txt points to the sitemap and keeps crawlers out of the console', async () => {
    const res = await get('/robots.txt')
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(res.body).toContain('Disallow: /console/')
  })
})

describe('bodies stay sanitised', () => {
  it('a share page carries the stored body as it was sanitised on write', async () => {
    const menuId = (await menuByPath(t, '/ibrNews/notice')).id
    const item = await insertArticle(t, { menuId, values: { body_en: sanitize('<p onclick="x()">Hello<script>alert(1)</script></p>') } })
    const html = (await get(`/s/ibrNewsnotice/${item.id}?lang=en`)).body
    expect(html).toContain('<p>Hello</p>')
    expect(html).not.toContain('alert(1)')
  })
})
