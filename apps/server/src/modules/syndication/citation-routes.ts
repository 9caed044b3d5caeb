import { detailType, sectionTemplates, type CiteFormat, type Lang } from '@ibr/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { badRequest, notFound } from '../../http/app-error.js'
import { memoAsync } from '../../lib/memo.js'
import { checkCategory, resolveSection } from '../article/index.js'
import { kindOfTemplate } from '../editorial/index.js'
import { bibtex } from './bibtex-writer.js'
import { citedPaper, type CitedPaper } from './cited-paper.js'
import { publicOrigin } from './public-origin.js'
import { ris } from './ris-writer.js'
import { shareUrl } from './share-url.js'

/**
 * Papers a list's file holds at most: the first ones in the list's order (pinned, then newest). A
 * reference manager imports a thousand at once without trouble; more is an archive, not a list.
 */
export const CITE_LIST_MAX = 1000

const FORMATS: Record<CiteFormat, { type: string; write: (papers: readonly CitedPaper[]) => string }> = {
  bib: { type: 'application/x-bibtex; charset=utf-8', write: bibtex },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', write: ris },
}
const PAPER_FILE = /^([^.]*)\.(bib|ris)$/
const ID = /^[1-9][0-9]{0,9}$/
/** The keyword's limit of the list it exports (SearchParams). */
const KEYWORD_MAX = 100

interface CitedList {
  papers: CitedPaper[]
  /** Papers the list holds, beyond the file's cap too. */
  total: number
}

type Query = Record<string, unknown>

/** A query parameter given once, or undefined; given twice it is refused. */
function param(query: Query, name: string): string | undefined {
  const value = query[name]
  if (value === undefined || typeof value === 'string') return value
  throw badRequest('cite.badParam', { name }, name)
}

function langOf(query: Query): Lang {
  const lang = param(query, 'lang') ?? 'zh'
  if (lang !== 'zh' && lang !== 'en') throw badRequest('cite.badParam', { name: 'lang' }, 'lang')
  return lang
}

function idOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!ID.test(value) || Number(value) > 2147483647) throw badRequest('cite.badParam', { name }, name)
  return Number(value)
}

/** The year filter as the paper list takes it: empty for every year. */
function yearOf(query: Query): number | undefined {
  const year = param(query, 'year')
  if (year === undefined || year === '') return undefined
  if (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > 2999) throw badRequest('cite.badParam', { name: 'year' }, 'year')
  return Number(year)
}

function keywordOf(query: Query): string | undefined {
  const keyword = param(query, 'keyword')?.trim()
  if (keyword && [...keyword].length > KEYWORD_MAX) throw badRequest('cite.badParam', { name: 'keyword' }, 'keyword')
  return keyword || undefined
}

/**
 * BibTeX and RIS files of published papers: one paper, or the papers of a list with the
 * filters of the public paper list, read with the list's own query. Each paper's address is its
 * share page in the file's language. Kept until published content changes, like the feeds.
 */
export async function citationRoutes(app: FastifyInstance) {
  const { config } = app.deps
  const { menu } = app.services
  const { articles } = app.services
  const lists = memoAsync<CitedList>(config.cacheTtlSeconds, 500)
  app.publicCache.onClear(() => lists.clear())
  const papersType = detailType(sectionTemplates(config.site.product).research, 'paper')

  const send = (reply: FastifyReply, format: CiteFormat, name: string, list: CitedList) =>
    reply
      .type(FORMATS[format].type)
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('x-total-count', String(list.total))
      .header('cache-control', 'public, max-age=60')
      .send(FORMATS[format].write(list.papers))

  app.get<{ Params: { file: string }; Querystring: Query }>('/cite/paper/:file', async (request, reply) => {
    const match = PAPER_FILE.exec(request.params.file)
    if (!match) throw notFound()
    const format = match[2] as CiteFormat
    const id = idOf(match[1], 'id')
    if (id === undefined) throw badRequest('cite.badParam', { name: 'id' }, 'id')
    const lang = langOf(request.query)
    const origin = publicOrigin(config.staff.publicUrl, request)
    const list = await lists.get(`paper\n${id}\n${lang}\n${origin}`, async () => {
      const { article } = await articles.detail(id, undefined, lang)
      if (article.kind !== 'paper') throw notFound('content.itemNotFound')
      // Shared under the first section it is listed in, as its detail page is.
      const type = (article.menuId !== null && (await menu.tree()).get(article.menuId)?.detailType) || papersType
      return { papers: [citedPaper(article, shareUrl(origin, type, id, lang))], total: 1 }
    })
    return send(reply, format, `paper-${id}`, list)
  })

  for (const format of Object.keys(FORMATS) as CiteFormat[]) {
    app.get<{ Querystring: Query }>(`/cite/papers.${format}`, async (request, reply) => {
      const { query } = request
      const lang = langOf(query)
      const menuId = idOf(param(query, 'menuId'), 'menuId')
      const type = param(query, 'type') || (menuId === undefined ? papersType : undefined)
      const section = resolveSection(await menu.tree(), menuId, type)
      if (kindOfTemplate(section.row.list_template) !== 'paper') {
        throw badRequest('cite.notPaperSection', {}, menuId === undefined ? 'type' : 'menuId')
      }
      const filter = { keyword: keywordOf(query), category: checkCategory(param(query, 'category'), 'category'), year: yearOf(query) }
      const origin = publicOrigin(config.staff.publicUrl, request)
      const list = await lists.get(JSON.stringify([section.row.id, filter, lang, origin]), async () => {
        const page = await articles.list(section, filter, 1, CITE_LIST_MAX, lang)
        const papers = page.articleList
          .filter((p) => p.kind === 'paper')
          .map((p) => citedPaper(p, shareUrl(origin, section.detailType, p.id, lang)))
        return { papers, total: page.total }
      })
      return send(reply, format, 'papers', list)
    })
  }
}
