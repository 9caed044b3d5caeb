import { CITE, type CiteFormat } from '@ibr/contract/paths'
import { CitationFiles } from '../../components/citation-files/citation-files'
import { currentLang } from '../../i18n'
import type { ArticleQuery } from '../../lib/use-article-list'
import { messages } from './messages'

/** Papers a list's file holds at most (the server's cap, CITE_LIST_MAX). */
export const EXPORT_MAX = 1000

/** The citation file of the list as it is filtered now: the section, keyword, research area and year, in the reader's language. */
export function paperListFile(format: CiteFormat, menuId: number, query: Pick<ArticleQuery, 'keyword' | 'category' | 'year'>): string {
  const params = new URLSearchParams({ lang: currentLang, menuId: String(menuId) })
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim())
  if (query.category) params.set('category', query.category)
  if (query.year !== '') params.set('year', String(query.year))
  return `${CITE.papers(format)}?${params}`
}

/** "Export these": the papers found, as BibTeX or RIS for a reference manager (plain links, downloaded by the browser). */
export function PaperExport({
  menuId,
  query,
  beyondCap,
}: {
  menuId: number
  query: ArticleQuery
  /** The list holds more papers than a file does. */
  beyondCap: boolean
}) {
  return (
    <CitationFiles
      data-paper-export=""
      label={messages.t('exportThese')}
      hint={messages.t('exportHint')}
      href={(format) => paperListFile(format, menuId, query)}
      note={beyondCap && messages.t('exportCap', { max: EXPORT_MAX.toLocaleString(currentLang) })}
    />
  )
}
