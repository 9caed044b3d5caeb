import { SEARCH_PAGE_SIZE, type Lang, type SearchBody, type SearchRet } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import { formatDay } from '../../lib/dates.js'
import { searchRepository, type SearchFilter } from './search-repository.js'
import { prefixQuery, snippet, words } from './search-text.js'
import { isLatinWord, nearestWord } from './search-words.js'

export { searchJobs, SEARCH_SYNC_JOB, syncSearch } from './search-sync.js'

/** Fewer matches than this and a misspelt word is looked for: "nothing or little". */
const FEW = 3

/** Site search over what the sync indexed (docs/search-and-sharing.md). */
export function searchService(db: Kysely<DB>, timeZone: string) {
  const repo = searchRepository(db)

  /** One page of a query's matches and how many there are. */
  const page = async (raw: string, lang: Lang, filter: SearchFilter, n: number) => {
    const query = { simple: prefixQuery(raw), raw, lang, ...filter, limit: SEARCH_PAGE_SIZE, offset: (n - 1) * SEARCH_PAGE_SIZE }
    const rows = await repo.search(query)
    // A page past the end still says how many there are.
    const total = rows[0]?.total ?? (n > 1 ? ((await repo.search({ ...query, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0)
    return { rows, total }
  }

  /** The query with each Latin word the index does not hold replaced by the nearest one it does; null when nothing changes. */
  const corrected = async (raw: string): Promise<string | null> => {
    const list = words(raw)
    const known = await repo.knownWords(list.filter(isLatinWord))
    let changed = false
    const fixed: string[] = []
    for (const w of list) {
      const near = isLatinWord(w) && !known.has(w) ? nearestWord(w, await repo.wordCandidates(w)) : null
      if (near) changed = true
      fixed.push(near ?? w)
    }
    return changed ? fixed.join(' ') : null
  }

  return {
    async search(body: SearchBody, lang: Lang): Promise<SearchRet> {
      const raw = body.q.trim()
      // Only spaces and punctuation: nothing to look for, which is the asker's to fix.
      if (!prefixQuery(raw)) throw badRequest('search.noWords', {}, 'q')
      const n = body.page ?? 1
      const filter = { section: body.section, year: body.year }
      let shown = raw
      let result = await page(raw, lang, filter, n)
      let suggestion: SearchRet['suggestion']
      if (result.total < FEW) {
        const fixed = await corrected(raw)
        const better = fixed === null ? null : await page(fixed, lang, filter, n)
        if (fixed !== null && better && better.total > result.total) {
          // Nothing found: the corrected query's results, said so; a little found: those, and the correction offered.
          const applied = result.total === 0
          suggestion = { q: fixed, applied }
          if (applied) {
            result = better
            shown = fixed
          }
        }
      }
      return {
        total: result.total,
        list: result.rows.map((r) => ({
          type: r.kind,
          id: r.ref_id,
          title: r.title,
          snippet: snippet(r.body, shown),
          path: r.path,
          time: formatDay(new Date(r.publish_at), timeZone),
          section: r.section,
          lang: r.lang,
        })),
        ...(suggestion ? { suggestion } : {}),
      }
    },
  }
}
