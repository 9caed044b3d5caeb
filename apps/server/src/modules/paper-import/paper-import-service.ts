import type { Lang } from '@ibr/contract'
import {
  CONTENT_KINDS,
  DOI_PATTERN,
  PMID_PATTERN,
  YEAR_MAX,
  YEAR_MIN,
  type PaperImportBody,
  type PaperImportItem,
  type PaperImportPreviewRet,
  type PaperImportRet,
  type PaperPreviewItem,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { kindOfTemplate, type Actor, type EditorialService } from '../editorial/index.js'
import type { MenuService } from '../menu/index.js'
import { abstractHtml, isChinese, type CitationEntry, type ReadProblem } from './citation-entry.js'
import { paperImportRepository, type PaperKey } from './paper-import-repository.js'
import { guessArea, matchTeams, titleKey } from './paper-matching.js'
import { readCitations } from './read-citations.js'
import { loc } from '../../lib/localise.js'
import { sanitizeAhead } from '../../lib/sanitize-ahead.js'

/** The BibTeX and RIS reader, for the citation files' round-trip tests (syndication writes what this reads). */
export { readCitations }

const isPaperSection = (node: { row: { list_template: string } }) => kindOfTemplate(node.row.list_template) === 'paper'

/** The value a field may hold, or null with a line saying why it was dropped. */
function checked(value: string | null, pattern: RegExp, field: string, line: number, errors: ReadProblemLine[]): string | null {
  if (value === null || pattern.test(value)) return value
  errors.push({ line, key: 'paperImport.badValue', params: { field, value } })
  return null
}

interface ReadProblemLine {
  line: number
  key: 'paperImport.badValue' | 'paperImport.unreadable' | 'paperImport.noTitle' | 'paperImport.unterminated'
  params: Record<string, string>
}

const problemLine = (p: ReadProblem): ReadProblemLine => ({
  line: p.line,
  key: `paperImport.${p.kind}`,
  params: { detail: p.detail },
})

/** What an entry becomes before it is matched: its values checked against the paper's rules. */
function toItem(entry: CitationEntry, index: number, errors: ReadProblemLine[]) {
  const year = entry.year === null ? null : Number(entry.year)
  const goodYear = year !== null && year >= YEAR_MIN && year <= YEAR_MAX ? year : null
  if (year !== null && goodYear === null)
    errors.push({ line: entry.line, key: 'paperImport.badValue', params: { field: 'year', value: entry.year! } })
  return {
    index,
    line: entry.line,
    language: (isChinese(entry.title) ? 'zh' : 'en') as Lang,
    title: entry.title,
    authors: entry.authors.length ? entry.authors.join(', ') : null,
    journal: entry.journal,
    year: goodYear,
    doi: checked(entry.doi, new RegExp(DOI_PATTERN), 'doi', entry.line, errors),
    pmid: checked(entry.pmid, new RegExp(PMID_PATTERN), 'pmid', entry.line, errors),
    body: abstractHtml(entry.abstract),
    outLink: checked(entry.url, /^https?:\/\/\S+$/, 'url', entry.line, errors),
  }
}

/** The existing paper or earlier entry each item repeats, by DOI, else by title and year. */
function findDuplicates(
  items: readonly Omit<PaperPreviewItem, 'duplicateOf' | 'teamIds' | 'researchArea' | 'problems'>[],
  existing: readonly PaperKey[],
  lang: Lang,
) {
  const byDoi = new Map<string, PaperKey>()
  const byTitle = new Map<string, PaperKey>()
  for (const p of existing) {
    if (p.doi) byDoi.set(p.doi.toLowerCase(), p)
    for (const t of [p.title_zh, p.title_en]) if (t && p.year !== null) byTitle.set(`${p.year}:${titleKey(t)}`, p)
  }
  const seenDoi = new Map<string, number>()
  const seenTitle = new Map<string, number>()
  return items.map((item): PaperPreviewItem['duplicateOf'] => {
    const titleId = item.year === null ? null : `${item.year}:${titleKey(item.title)}`
    const found = (item.doi && byDoi.get(item.doi)) || (titleId && byTitle.get(titleId))
    const earlier = (item.doi ? seenDoi.get(item.doi) : undefined) ?? (titleId ? seenTitle.get(titleId) : undefined)
    if (item.doi && !seenDoi.has(item.doi)) seenDoi.set(item.doi, item.index)
    if (titleId && !seenTitle.has(titleId)) seenTitle.set(titleId, item.index)
    if (found) return { id: found.id, title: loc(found, 'title', lang), index: null }
    if (earlier !== undefined) return { id: null, title: items[earlier]!.title, index: earlier }
    return null
  })
}

/** Importing papers from BibTeX or RIS: a preview, then drafts made by the editorial service. */
export function paperImportService(db: Kysely<DB>, menu: MenuService, editorial: EditorialService) {
  const repo = paperImportRepository(db)

  return {
    async preview(text: string, lang: Lang): Promise<PaperImportPreviewRet> {
      const read = await readCitations(text)
      const problems = read.problems.map(problemLine)
      const items = read.entries.map((entry, i) => toItem(entry, i, problems))
      const [teams, existing] = await Promise.all([
        repo.teams(),
        repo.papersLike(
          [...new Set(items.flatMap((i) => (i.doi ? [i.doi] : [])))],
          [...new Set(items.flatMap((i) => (i.year !== null ? [i.year] : [])))],
        ),
      ])
      const duplicates = findDuplicates(items, existing, lang)
      const required = CONTENT_KINDS.paper.required
      return {
        format: read.format,
        items: items.map((item, i) => {
          const entry = read.entries[i]!
          const teamIds = matchTeams(entry.authors, teams)
          const researchArea = guessArea(
            entry,
            teams.filter((t) => teamIds.includes(t.id)),
          )
          const values: Record<string, unknown> = { ...item, researchArea }
          return {
            ...item,
            researchArea,
            teamIds,
            duplicateOf: duplicates[i]!,
            problems: required.filter((f) => values[f] === null || values[f] === ''),
          }
        }),
        errors: problems.sort((a, b) => a.line - b.line).map((p) => ({ line: p.line, message: message(p.key, p.params)[lang] })),
        teams: teams.map((t) => ({ id: t.id, name: loc(t, 'name', lang) })),
      }
    },

    async import(body: Omit<PaperImportBody, 'lang'>, actor: Actor): Promise<PaperImportRet> {
      const tree = await menu.staffTree()
      const section = tree.get(body.menuId)
      if (!section) throw new AppError('notFound', message('paperImport.noSection'), { field: 'menuId' })
      if (!isPaperSection(section)) throw badRequest('paperImport.notPaperSection', {}, 'menuId')
      // Long abstracts are cleaned off the event loop before the transaction, where each draft takes its result.
      await sanitizeAhead(body.items.map((item) => item.body))
      return db.transaction().execute(async (trx) => {
        const known = new Set(await paperImportRepository(trx).teamIds([...new Set(body.items.flatMap((i) => i.teamIds))]))
        const created: PaperImportRet['created'] = []
        for (const [i, item] of body.items.entries()) {
          // Found in turn, so a refusal of a later item also undoes the drafts made before it.
          const unknown = item.teamIds.find((id) => !known.has(id))
          if (unknown !== undefined) throw badRequest('paperImport.unknownTeam', { id: unknown }, `items.${i}.teamIds`)
          const state = await editorial.createWithin(trx, tree, actor, saveBody(item, body.menuId)).catch((error: unknown) => {
            // A refusal names the item it is about, so the console can point at its row.
            if (error instanceof AppError && error.field)
              throw new AppError(error.code, error.messages, { field: `items.${i}.${error.field}` })
            throw error
          })
          await paperImportRepository(trx).linkTeams(state.id, item.teamIds)
          created.push({ id: state.id, title: item.title })
        }
        return { created }
      })
    },
  }
}

/** An imported paper as the article editor would save it: the title and abstract in their language. */
function saveBody(item: PaperImportItem, menuId: number) {
  return {
    kind: 'paper' as const,
    menuIds: [menuId],
    [item.language]: { title: item.title, body: item.body ?? '' },
    authors: item.authors,
    journal: item.journal,
    year: item.year,
    doi: item.doi ?? null,
    pmid: item.pmid ?? null,
    outLink: item.outLink ?? null,
    researchArea: item.researchArea,
  }
}
