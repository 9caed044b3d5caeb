import type { TeamPapersBody, TeamPapersRet } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { loc } from '../../lib/localise.js'
import { teamRepository } from './kinds/team-repository.js'

const LIMIT = 20

/** Published paper articles a team can link: by words of the title or the DOI, or by id (to name linked ones). */
export async function teamPapers(db: Kysely<DB>, body: Omit<TeamPapersBody, 'lang'>): Promise<TeamPapersRet> {
  const words = (body.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)
  const likes = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const rows = await teamRepository(db).linkablePapers(body.ids, likes, LIMIT)
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: loc(r, 'title', 'en'),
      year: r.pub_year === null ? '' : String(r.pub_year),
      journal: r.journal ?? '',
    })),
  }
}
