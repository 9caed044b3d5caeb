import type { Lang, TeamDetail } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { articleService } from '../article/index.js'
import { presentTeamDetail } from './research-presenter.js'
import { researchRepository } from './research-repository.js'

/** Papers a team's page lists. */
const TEAM_PAPERS = 20

/** Research areas, teams and facilities as the public reads them: their pages, the share pages and the sitemap. */
export function researchService(db: Kysely<DB>, articles: ReturnType<typeof articleService>) {
  const research = researchRepository(db)
  return {
    areas: research.areas,
    area: research.area,
    teams: research.teams,
    facilities: research.facilities,
    facility: research.facility,

    /** A published team as its public page shows it, or null. */
    async team(id: number, lang: Lang): Promise<TeamDetail | null> {
      const team = await research.team(id)
      if (!team) return null
      const [members, papers] = await Promise.all([research.members(id), articles.papers({ teamId: id, limit: TEAM_PAPERS }, lang)])
      return presentTeamDetail(team, members, papers, lang)
    },

    /** Every published team: what the sitemap lists after the articles. */
    sitemapTeams() {
      return research.sitemapTeams()
    },
  }
}
