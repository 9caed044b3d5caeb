import type { TeamPapersBody, TeamPapersRet } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { loc } from '../../lib/localise.js'

const LIMIT = 20

/** Published paper articles a team can link: by words of the title or the DOI, or by id (to name linked ones). */
export async function teamPapers(db: Kysely<DB>, body: Omit<TeamPapersBody, 'lang'>): Promise<TeamPapersRet> {
  let q = db
    .selectFrom('article')
    .select(['id', 'title_zh', 'title_en', 'pub_year', 'journal'])
    .where('kind', '=', 'paper')
    .where('status', '=', 'published')
  if (body.ids && body.ids.length > 0) q = q.where('id', 'in', body.ids)
  else {
    const words = (body.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where((eb) => eb.or([eb('title_en', 'ilike', like), eb('title_zh', 'ilike', like), eb('doi', 'ilike', like)]))
    }
    q = q.limit(LIMIT)
  }
  const rows = await q.orderBy('pub_year', 'desc').orderBy('id', 'desc').execute()
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: loc(r, 'title', 'en'),
      year: r.pub_year === null ? '' : String(r.pub_year),
      journal: r.journal ?? '',
    })),
  }
}
