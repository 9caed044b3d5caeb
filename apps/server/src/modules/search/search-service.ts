import { SEARCH_PAGE_SIZE, type Lang, type SearchBody, type SearchRet } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import { formatDay } from '../../lib/dates.js'
import { searchRepository } from './search-repository.js'
import { ageGroups, pageOverScopes, scopeQuery } from './search-scope.js'
import { snippet, wordQuery, words } from './search-text.js'
import { isLatinWord, nearestWord } from './search-words.js'

/** What a section list's keyword filter asks of the index (article module). */
/** Fewer matches than this and the last word is tried as a prefix, then a misspelt word looked for: "nothing or little". */
const FEW = 3

interface Filter {
  section?: string
  year?: number
}

/** Site search over what the sync indexed (docs/search-and-sharing.md). */
export function searchService(db: Kysely<DB>, timeZone: string) {
  const repo = searchRepository(db)

  /**
   * One page of a query's matches, newest age group first (search-scope.ts), and how many there are
   * (at least, with `more`). A year is a scope small enough on its own.
   */
  const page = (words: string, raw: string, lang: Lang, filter: Filter, n: number) => {
    const scopes = filter.year ? [scopeQuery(null, filter)] : ageGroups(new Date()).map((group) => scopeQuery(group, filter))
    return pageOverScopes(scopes, (scope, offset, limit) => repo.search({ words, raw, scope, lang, offset, limit }), {
      offset: (n - 1) * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
      // Enough to know the next page exists: all the pager needs. Each older group read costs a GIN
      // scan (about 2 ms over 100,000 articles) for a count the reader does not need exactly.
      enough: (n + 1) * SEARCH_PAGE_SIZE,
    })
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
      const whole = wordQuery(raw, { prefix: false })
      // Only spaces and punctuation: nothing to look for, which is the asker's to fix.
      if (!whole) throw badRequest('search.noWords', {}, 'q')
      const n = body.page ?? 1
      const filter = { section: body.section, year: body.year }
      let shown = raw
      let result = await page(whole, raw, lang, filter, n)
      // Whole words first: a prefix of a common word reads every word it begins (cell, cells, cellular).
      if (result.total < FEW) result = await page(wordQuery(raw, { prefix: true })!, raw, lang, filter, n)
      let suggestion: SearchRet['suggestion']
      if (result.total < FEW) {
        const fixed = await corrected(raw)
        const better = fixed === null ? null : await page(wordQuery(fixed, { prefix: false })!, fixed, lang, filter, n)
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
        more: result.more,
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
