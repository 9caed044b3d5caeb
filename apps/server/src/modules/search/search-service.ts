import { SEARCH_PAGE_SIZE, type Lang, type SearchBody, type SearchRet } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import { formatDay } from '../../lib/dates.js'
import { searchRepository } from './search-repository.js'
import { prefixQuery, snippet } from './search-text.js'

export { searchJobs, SEARCH_SYNC_JOB, syncSearch } from './search-sync.js'

/** Site search over what the sync indexed (docs/search.md). */
export function searchService(db: Kysely<DB>, timeZone: string) {
  const repo = searchRepository(db)
  return {
    async search(body: SearchBody, lang: Lang): Promise<SearchRet> {
      const raw = body.q.trim()
      const simple = prefixQuery(raw)
      // Only spaces and punctuation: nothing to look for, which is the asker's to fix.
      if (!simple) throw badRequest('search.noWords', {}, 'q')
      const page = body.page ?? 1
      const filter = { section: body.section, year: body.year }
      const query = { simple, raw, lang, ...filter, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE }
      const rows = await repo.search(query)
      // A page past the end still says how many there are.
      const total = rows[0]?.total ?? (page > 1 ? ((await repo.search({ ...query, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0)
      return {
        total,
        list: rows.map((r) => ({
          type: r.kind,
          id: r.ref_id,
          title: r.title,
          snippet: snippet(r.body, raw),
          path: `/detail/${r.type}/${r.ref_id}`,
          time: formatDay(new Date(r.publish_at), timeZone),
          section: r.section,
          lang: r.lang,
        })),
      }
    },
  }
}
