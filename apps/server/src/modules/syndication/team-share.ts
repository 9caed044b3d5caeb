import type { TeamDetail } from '@ibr/contract'
import { plainTextOf } from '../../lib/plain-text.js'
import type { ShareContent } from './share-page.js'
import type { ShareContext } from './structured-data.js'
import { shorten, xmlText } from './xml-text.js'

export interface TeamShareTexts {
  interests: string
  members: string
  papers: string
}

const person = (name: string, jobTitle: string, email: string) => ({
  '@type': 'Person',
  name,
  ...(jobTitle ? { jobTitle } : {}),
  ...(email ? { email } : {}),
})

/**
 * A team's share content: its profile, interests, members and papers as the team page shows them,
 * and schema.org data of a research organisation whose members are people (the leader first), part
 * of the institute. `paperUrl` gives a paper's share address.
 */
export function teamShare(team: TeamDetail, ctx: ShareContext, texts: TeamShareTexts, paperUrl: (id: number) => string): ShareContent {
  const leader = team.leader ? [person(team.leader, team.leaderTitle, team.email)] : []
  const members = team.members.filter((m) => m.name && m.name !== team.leader).map((m) => person(m.name, m.role, m.email))
  const section = (title: string, html: string) => (html ? `<h2>${xmlText(title)}</h2>\n${html}` : '')
  const roster = team.members.map((m) => `<li>${xmlText(m.name)}${m.role ? ` · ${xmlText(m.role)}` : ''}</li>`).join('\n')
  const papers = team.papers.map((p) => `<li><a href="${xmlText(paperUrl(p.id))}">${xmlText(p.title)}</a></li>`).join('\n')
  return {
    title: team.name,
    description: shorten(team.summary || plainTextOf(team.bio), 200),
    byline: [[team.leader, team.leaderTitle].filter((v) => v).join(' · '), team.areaName ?? '', team.location].filter((v) => v),
    body: [
      team.bio,
      section(texts.interests, team.interests),
      section(texts.members, roster && `<ul>\n${roster}\n</ul>`),
      section(texts.papers, papers && `<ul>\n${papers}\n</ul>`),
    ]
      .filter((v) => v)
      .join('\n'),
    imageAlt: team.name,
    untranslated: false,
    data: {
      '@context': 'https://schema.org',
      '@type': 'ResearchOrganization',
      url: ctx.url,
      name: team.name,
      description: shorten(team.summary || plainTextOf(team.bio), 300),
      inLanguage: ctx.lang === 'zh' ? 'zh-CN' : 'en',
      ...(ctx.image ? { image: [ctx.image] } : {}),
      ...(team.email ? { email: team.email } : {}),
      ...(team.phone ? { telephone: team.phone } : {}),
      member: [...leader, ...members],
      parentOrganization: { '@type': 'Organization', name: ctx.siteName, url: `${ctx.origin}/` },
    },
    meta: [],
    ogType: 'website',
  }
}
