/** The team section's test data: what team.test.ts adds to the seeded site, and the API's answers it checks pages against. */
import type { Query } from './database.js'
import { insertArticle } from './factories.js'
import { api } from './server.js'
import type { Lang } from './page-tools.js'

/** What the test adds to every research team: a member with and one without a public e-mail, a paper with and one without journal, year and DOI. */
export const MADE = {
  memberWithEmail: { zh: '测试成员甲', en: 'E2E Member A', email: 'e2e.member@example.org' },
  memberWithoutEmail: { zh: '测试成员乙', en: 'E2E Member B' },
  paperWithFacts: { zh: '测试论文甲', en: 'E2E Paper A', journal: 'Journal of E2E Tests', year: 2025, doi: '10.1000/e2e.team' },
  paperWithoutFacts: { zh: '测试论文乙', en: 'E2E Paper B' },
}

/** Adds MADE to every research team, and a collaborating researcher with no members and no papers. */
export async function seedTeams(query: Query): Promise<{ alone: number }> {
  // A collaborating researcher of the test's own, with no members and no papers.
  const [alone] = await query<{ id: number }>(
    `insert into team (kind, area_id, name_zh, name_en, leader_zh, leader_en, bio_zh, bio_en, sort)
     values ('consociation', (select min(id) from research_area), '测试合作者', 'E2E Collaborator', '测试合作者', 'E2E Collaborator', '<p>测试合作者的简介。</p>', '<p>The biography of the E2E collaborator.</p>', -1)
     returning id`,
  )
  const teams = await query<{ id: number }>(`select id from team where kind = 'team'`)
  for (const { id } of teams) {
    for (const [n, member] of [MADE.memberWithEmail, MADE.memberWithoutEmail].entries())
      await query(
        `insert into team_member (team_id, name_zh, name_en, role_zh, role_en, email, sort) values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, member.zh, member.en, '测试助理', 'E2E assistant', 'email' in member ? member.email : '', -2 + n],
      )
    const papers = [
      { title: MADE.paperWithFacts, journal: MADE.paperWithFacts.journal, pubYear: MADE.paperWithFacts.year, doi: MADE.paperWithFacts.doi },
      { title: MADE.paperWithoutFacts },
    ]
    for (const [n, paper] of papers.entries()) {
      const articleId = await insertArticle(query, {
        kind: 'paper',
        templates: ['paper'],
        body: { zh: '<p>测试论文。</p>', en: '<p>A test paper.</p>' },
        secondsAgo: 10 + n,
        ...paper,
        title: { zh: paper.title.zh, en: paper.title.en },
      })
      await query('insert into team_paper (team_id, article_id) values ($1, $2)', [id, articleId])
    }
  }
  return { alone: alone!.id }
}

export interface Entry {
  id: number
  name: string
  listTemplate: string
  path: string
  children: Entry[]
}
export interface Team {
  id: number
  kind: string
  name: string
  leader: string
  leaderTitle: string
  summary: string
  area: string | null
  areaName: string | null
}
export interface Area {
  code: string
  name: string
  intro: string
  teams: Team[]
}
export interface Facility {
  id: number
  name: string
  summary: string
  contactName: string
  email: string
  phone: string
  location: string
}
export interface FacilityDetail extends Facility {
  instruments: { name: string; model: string }[]
  services: string[]
}
export interface Paper {
  id: number
  title: string
  journal: string | null
  year: number | null
  doi: string | null
  templateList: string[]
}
export interface TeamDetail extends Team {
  bio: string
  interests: string
  email: string
  phone: string
  location: string
  members: { name: string; role: string; email: string }[]
  papers: Paper[]
}

/** The team section of the menu and its three lists. */
export async function teamSection(baseUrl: string, lang: Lang) {
  const { menuList } = await api<{ menuList: Entry[] }>(baseUrl, '/api/menu/list', { lang, type: 'top' })
  const section = menuList.find((e) => e.children.some((c) => c.listTemplate === 'consociation'))!
  const child = (template: string) => section.children.find((c) => c.listTemplate === template)!
  return { section, team: child('team'), consociation: child('consociation'), facility: child('coreFacility') }
}

/** The opening words of an HTML fragment's first paragraph, as a visitor reads them. */
export function firstWords(html: string, length = 20): string {
  const paragraph = /<(p|li)>(.*?)<\/\1>/s.exec(html)?.[2] ?? html
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
    .slice(0, length)
}
