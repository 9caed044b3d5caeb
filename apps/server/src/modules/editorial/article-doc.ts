import type { Lang } from '@ibr/contract'
import {
  CONTENT_KINDS,
  CONTENT_LANGS,
  SHARED_FIELDS,
  TRANSLATABLE_FIELDS,
  langField,
  type ArticleDoc,
  type ArticleSaveBody,
  type LangFields,
  type LangState,
  type SharedField,
} from '@ibr/contract/staff'
import { emptyDoc } from '@ibr/contract/staff'
import { sanitizeKeepingText, withLibraryAlt, type SafeHtml } from '../../lib/sanitize.js'

/**
 * An article's editable document and what a change does to it: pure functions, so the workflow's
 * rules (which fields changed, which languages go back to draft, which fields become outdated) are
 * tested without a database.
 */

const SHARED_KEYS = Object.keys(SHARED_FIELDS) as SharedField[]
/** Fields of the document outside the languages and the shared content fields. */
const PLACEMENT_KEYS = ['menuIds', 'publishAt', 'unpublishAt', 'pinnedIn', 'kind'] as const

export { emptyDoc } from '@ibr/contract/staff'

/** A stored document with the fields added since it was written (an event's `cancelled`) at their empty values. */
export const completeDoc = (doc: ArticleDoc): ArticleDoc => ({ ...emptyDoc(doc.kind), ...doc })

/** Time fields are kept as ISO strings in UTC, so two saves of one instant compare equal. */
const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** Trims single-line text; a body is sanitised (the same rules the public reading path trusts). */
function cleanLang(lang: 'zh' | 'en', current: LangFields, given: Partial<LangFields> | undefined): LangFields {
  if (!given) return current
  const next = { ...current }
  for (const field of TRANSLATABLE_FIELDS) {
    const value = given[field]
    if (value === undefined) continue
    next[field] = field === 'body' ? normaliseBody(value, `${lang}.body`) : value.trim()
  }
  return next
}

/** A body with no text and no media is empty: an editor's lone empty paragraph must not count as content. */
export function normaliseBody(html: string, field: string): string {
  const clean = sanitizeKeepingText(html, field).trim()
  const hasMedia = /<(img|video|table|hr)\b/i.test(clean)
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
  return hasMedia || text !== '' ? clean : ''
}

/** A save applied to a document: fields left out keep their value, null clears a shared field. */
export function applySave(doc: ArticleDoc, body: ArticleSaveBody, menuIds: number[] | undefined, templateList: string[]): ArticleDoc {
  const next: ArticleDoc = { ...doc, zh: cleanLang('zh', doc.zh, body.zh), en: cleanLang('en', doc.en, body.en) }
  if (body.kind) next.kind = body.kind
  if (menuIds) {
    next.menuIds = menuIds
    next.templateList = templateList
  }
  const shared = next as unknown as Record<string, unknown>
  const given = body as unknown as Record<string, unknown>
  for (const key of SHARED_KEYS) {
    const value = given[key]
    if (value === undefined) continue
    if (key === 'eventTime') shared[key] = isoOrNull(value as string | null)
    else if (typeof value === 'string') shared[key] = value.trim() === '' ? null : value.trim()
    else shared[key] = value
  }
  if (body.publishAt !== undefined) next.publishAt = isoOrNull(body.publishAt)
  if (body.unpublishAt !== undefined) next.unpublishAt = isoOrNull(body.unpublishAt)
  if (body.pinnedIn) next.pinnedIn = body.pinnedIn
  next.pinnedIn = next.pinnedIn.filter((id) => next.menuIds.includes(id))
  return next
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields that differ between two documents, named as revisions name them (`zh.title`, `pictureId`). */
export function changedFields(before: ArticleDoc, after: ArticleDoc): string[] {
  const changed: string[] = []
  for (const lang of CONTENT_LANGS) {
    for (const field of TRANSLATABLE_FIELDS) if (before[lang][field] !== after[lang][field]) changed.push(langField(lang, field))
  }
  for (const key of [...SHARED_KEYS, ...PLACEMENT_KEYS]) if (!same(before[key], after[key])) changed.push(key)
  return changed
}

const hasTitle = (doc: ArticleDoc, lang: Lang) => doc[lang].title.trim() !== ''

/**
 * Each language's state after a change: a language whose own fields or the shared fields changed goes
 * back to draft (its published version stays online until approved); one without a title has nothing
 * to publish.
 */
export function statesAfterChange(states: Record<Lang, LangState>, doc: ArticleDoc, changed: readonly string[]): Record<Lang, LangState> {
  const sharedChanged = changed.some((f) => !f.includes('.'))
  const next = { ...states }
  for (const lang of CONTENT_LANGS) {
    if (!hasTitle(doc, lang)) next[lang] = 'none'
    else if (sharedChanged || changed.some((f) => f.startsWith(`${lang}.`)) || states[lang] === 'none') next[lang] = 'draft'
  }
  return next
}

export type Outdated = Record<Lang, string[]>

/**
 * Outdated flags after a change: a field changed in one language and not in the other marks the
 * other's same field (when it has text) until it is edited or confirmed; editing a field clears its flag.
 * Flags are per field and outlive review and publishing.
 */
export function outdatedAfterChange(outdated: Outdated, doc: ArticleDoc, changed: readonly string[]): Outdated {
  const next: Outdated = { zh: [...outdated.zh], en: [...outdated.en] }
  for (const field of TRANSLATABLE_FIELDS) {
    for (const lang of CONTENT_LANGS) {
      const other: Lang = lang === 'zh' ? 'en' : 'zh'
      const mine = changed.includes(langField(lang, field))
      const theirs = changed.includes(langField(other, field))
      if (mine) next[lang] = next[lang].filter((f) => f !== field)
      if (mine && !theirs && doc[other][field] !== '' && !next[other].includes(field)) next[other].push(field)
    }
  }
  return next
}

/** The fields a language (or the item as a whole) still needs before it may be reviewed or published. */
export function missingRequired(doc: ArticleDoc, langs: readonly Lang[]): string[] {
  const kind = CONTENT_KINDS[doc.kind]
  const missing: string[] = []
  for (const field of kind.required) {
    if ((TRANSLATABLE_FIELDS as readonly string[]).includes(field)) {
      for (const lang of langs) {
        if (doc[lang][field as keyof LangFields].trim() === '') missing.push(langField(lang, field as keyof LangFields))
      }
    } else {
      const value = doc[field as SharedField]
      if (value === null || (Array.isArray(value) && value.length === 0)) missing.push(field)
    }
  }
  if (doc.menuIds.length === 0 && !kind.sectionless) missing.push('templateList')
  return missing
}

/** The library files a document uses, images first (for the alt-text rule), then every other. */
export function filesOf(doc: ArticleDoc): { images: string[]; others: string[] } {
  const fromBodies = (pattern: RegExp) => CONTENT_LANGS.flatMap((lang) => [...doc[lang].body.matchAll(pattern)].map((m) => m[1]!))
  const images = new Set([
    ...[doc.pictureId, doc.pictureVerticalId].filter((id): id is string => id !== null),
    ...fromBodies(/<img[^>]*\ssrc="\/file\/image\/([A-Za-z0-9_-]{22})"/g),
  ])
  const others = new Set([
    ...(doc.videoId ? [doc.videoId] : []),
    ...doc.attachments,
    ...fromBodies(/<video[^>]*\ssrc="\/file\/common\/download\/([A-Za-z0-9_-]{22})\?inline=1"/g),
  ])
  return { images: [...images], others: [...others] }
}

/** The document with each body's images that have no alt taking the library's, in that body's language. */
export function withBodyAlts(doc: ArticleDoc, alts: readonly { id: string; alt_zh: string; alt_en: string }[]): ArticleDoc {
  const byId = new Map(alts.map((a) => [a.id, a]))
  const fill = (lang: Lang) =>
    doc[lang].body === ''
      ? ''
      : withLibraryAlt(doc[lang].body as SafeHtml, (id) => byId.get(id)?.[lang === 'zh' ? 'alt_zh' : 'alt_en'].trim())
  return { ...doc, zh: { ...doc.zh, body: fill('zh') }, en: { ...doc.en, body: fill('en') } }
}
