import { API, type SearchBody } from '@ibr/contract'
import { useStore } from '@ibr/ui/create-store'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../components/pagination/pagination'
import { SearchBox } from '../../components/search-box/search-box'
import { currentLang } from '../../i18n'
import { appStore } from '../../lib/app-store'
import { useApi } from '../../lib/use-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { messages } from './messages'
import styles from './search-page.module.css'
import { SnippetText } from './snippet-text'

const m = messages.t
const PAGE_SIZE = 10
/** Years offered in the filter: the site's content goes back to its founding. */
const FIRST_YEAR = 2000
/** Results that are not articles say what they are: a name alone does not tell a team from a conference. */
const LABELLED = ['team', 'member', 'facility', 'meeting'] as const
const labelled = (type: string): type is (typeof LABELLED)[number] => (LABELLED as readonly string[]).includes(type)

/**
 * The results page (#/search?q=…): every published kind in both languages, best first, the matches
 * marked, filtered by section and year, paged. The address holds the whole search, so it can be
 * bookmarked, shared and gone back to.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const section = params.get('section') ?? ''
  const year = Number(params.get('year')) || undefined
  const menuList = useStore(appStore, (s) => s.menuList)
  const sectionId = useId()
  const yearId = useId()
  useDocumentTitle(q ? `${q} · ${m('title')}` : m('title'))

  const body: SearchBody = { q, page, ...(section ? { section } : {}), ...(year ? { year } : {}) }
  const result = useApi(q ? API.search : null, body)
  const change = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params)
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key)
      else merged.set(key, String(value))
    }
    if (!('page' in next)) merged.delete('page')
    setParams(merged)
  }
  const thisYear = new Date().getFullYear()
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => thisYear - i)

  return (
    <div className={styles.page} data-page="search">
      <h1 className={styles.title}>{m('title')}</h1>
      <SearchBox key={q} value={q} onSearch={(text) => change({ q: text })} name={m('refine')} />
      <div className={styles.filters}>
        <label htmlFor={sectionId}>{m('section')}</label>
        <select id={sectionId} value={section} onChange={(e) => change({ section: e.target.value })}>
          <option value="">{m('allSections')}</option>
          {menuList.map((entry) => (
            <option key={entry.id} value={entry.path.replace(/^\//, '')}>
              {entry.name}
            </option>
          ))}
        </select>
        <label htmlFor={yearId}>{m('year')}</label>
        <select id={yearId} value={year ?? ''} onChange={(e) => change({ year: e.target.value })}>
          <option value="">{m('allYears')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {!q && <p className={styles.hint}>{m('empty')}</p>}
      {result.data && (
        <>
          <p className={styles.count} role="status">
            {result.data.total === 0 ? m('none', { q }) : m(result.data.more ? 'resultsMore' : 'results', { total: result.data.total })}
          </p>
          {result.data.suggestion &&
            (result.data.suggestion.applied ? (
              <p className={styles.hint} data-search-corrected="">
                {m('showingFor', { q, fixed: result.data.suggestion.q })}
              </p>
            ) : (
              <p className={styles.hint} data-search-suggestion="">
                {m('didYouMean')}
                <button type="button" className={styles.suggestion} onClick={() => change({ q: result.data!.suggestion!.q })}>
                  {result.data.suggestion.q}
                </button>
              </p>
            ))}
          <ol className={styles.results} data-search-results="">
            {result.data.list.map((item) => (
              <li key={`${item.type}-${item.id}`} className={styles.result} lang={item.lang === currentLang ? undefined : item.lang}>
                <h2 className={styles.resultTitle}>
                  <Link to={item.path}>{item.title}</Link>
                  {labelled(item.type) && <span className={styles.langTag}>{m(item.type)}</span>}
                  {item.lang !== currentLang && <span className={styles.langTag}>{m('otherLang')}</span>}
                </h2>
                <p className={styles.snippet}>
                  <SnippetText html={item.snippet} />
                </p>
                <p className={styles.time}>
                  <time dateTime={item.time}>{item.time}</time>
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={result.data.total}
            more={result.data.more}
            onChange={(p) => change({ page: p })}
          />
        </>
      )}
    </div>
  )
}
