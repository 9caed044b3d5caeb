import type { Lang } from '@ibr/contract'
import type { LinkItemKind, LinkProblem, LinkRow } from '@ibr/contract/staff'
import type { LinkCheckRow } from './links-repository.js'

const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en || zh : zh)

/** One occurrence as the console shows it, in the asked language; an ignored one says so whatever it last answered. */
export function presentLink(row: LinkCheckRow, lang: Lang): LinkRow {
  return {
    id: row.id,
    itemKind: row.item_kind as LinkItemKind,
    itemId: row.item_id,
    itemTitle: inLang(lang, row.title_zh, row.title_en),
    sections: row.sections.map((s) => ({ id: s.id, name: inLang(lang, s.zh, s.en) })),
    field: row.field,
    kind: row.kind,
    text: row.link_text,
    target: row.target,
    status: row.ignored ? 'ignored' : row.status,
    problem: row.problem as LinkProblem | null,
    httpStatus: row.http_status,
    firstBrokenAt: row.first_broken_at ? new Date(row.first_broken_at).toISOString() : null,
    lastCheckedAt: row.last_checked_at ? new Date(row.last_checked_at).toISOString() : null,
  }
}
