import type { Lang } from '@ibr/contract/lang'
import {
  CONTENT_KINDS,
  CONTENT_LANGS,
  SHARED_FIELDS,
  TRANSLATABLE_FIELDS,
  type ArticleDoc,
  type ArticleSaveBody,
  type SharedField,
  type TranslatableField,
} from '@ibr/contract/staff-client'

/**
 * An article's document as the editor handles it: every field named as revisions, outdated flags and
 * failures name it (`zh.title`, `pictureId`, `publishAt`), read, written and compared one by one, so a
 * save sends only what changed and a conflict is settled field by field.
 */

export type LangPath = `${Lang}.${TranslatableField}`
/** Where and when the item shows, besides its content. */
export const PLACEMENT_FIELDS = ['publishAt', 'unpublishAt', 'menuIds', 'pinnedIn'] as const
export type PlacementField = (typeof PLACEMENT_FIELDS)[number]
export type FieldPath = LangPath | SharedField | PlacementField

const SHARED_KEYS = Object.keys(SHARED_FIELDS) as SharedField[]

export const langPath = (lang: Lang, field: TranslatableField): LangPath => `${lang}.${field}`
export const isLangPath = (path: string): path is LangPath => CONTENT_LANGS.some((lang) => path.startsWith(`${lang}.`))
export const splitLangPath = (path: LangPath) => path.split('.') as [Lang, TranslatableField]

/** The fields a kind's editor shows, in its order: each translatable field in both languages, then the shared ones, then placement. */
export function kindPaths(kind: ArticleDoc['kind']): FieldPath[] {
  const declared = CONTENT_KINDS[kind]
  return [
    ...declared.translatable.flatMap((field) => CONTENT_LANGS.map((lang) => langPath(lang, field))),
    ...declared.shared,
    ...PLACEMENT_FIELDS,
  ]
}

/** A failure's field (`zh.title`, `attachments.2`, `templateList`) as the editor field that shows it. */
export function fieldOfFailure(name: string): FieldPath | undefined {
  if (name === 'templateList' || name === 'menuIds') return 'menuIds'
  const parts = name.split('.')
  const path = isLangPath(name) ? `${parts[0]}.${parts[1]}` : parts[0]
  const known: readonly string[] = [
    ...CONTENT_LANGS.flatMap((l) => TRANSLATABLE_FIELDS.map((f) => langPath(l, f))),
    ...SHARED_KEYS,
    ...PLACEMENT_FIELDS,
  ]
  return known.includes(path ?? '') ? (path as FieldPath) : undefined
}

export function readField(doc: ArticleDoc, path: FieldPath): unknown {
  if (isLangPath(path)) {
    const [lang, field] = splitLangPath(path)
    return doc[lang][field]
  }
  return doc[path]
}

export function withField(doc: ArticleDoc, path: FieldPath, value: unknown): ArticleDoc {
  if (isLangPath(path)) {
    const [lang, field] = splitLangPath(path)
    return { ...doc, [lang]: { ...doc[lang], [field]: value } }
  }
  return { ...doc, [path]: value }
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The kind's fields whose values differ between two documents, in editor order. */
export const changedPaths = (before: ArticleDoc, after: ArticleDoc): FieldPath[] =>
  kindPaths(after.kind).filter((path) => !sameValue(readField(before, path), readField(after, path)))

export const sameDoc = (a: ArticleDoc, b: ArticleDoc) => a.kind === b.kind && changedPaths(a, b).length === 0

/** What a save sends: only the fields changed from the version it starts from (the server keeps the others). */
export function saveChanges(base: ArticleDoc, doc: ArticleDoc): Omit<ArticleSaveBody, 'lang' | 'id' | 'version'> {
  const body: Record<string, unknown> = {}
  for (const path of changedPaths(base, doc)) {
    const value = readField(doc, path)
    if (isLangPath(path)) {
      const [lang, field] = splitLangPath(path)
      body[lang] = { ...(body[lang] as object | undefined), [field]: value }
    } else body[path] = value
  }
  return body
}

/** A new item's document before anything is written (the contract's, shared with the server). */
export { emptyDoc } from '@ibr/contract/staff-client'

/** Whether a stored value (an unsaved copy read back from the browser) looks like a document of a known kind. */
export function isArticleDoc(value: unknown): value is ArticleDoc {
  if (typeof value !== 'object' || value === null) return false
  const doc = value as Partial<ArticleDoc>
  return (
    typeof doc.kind === 'string' &&
    doc.kind in CONTENT_KINDS &&
    CONTENT_LANGS.every((lang) => typeof doc[lang] === 'object' && doc[lang] !== null) &&
    Array.isArray(doc.menuIds) &&
    Array.isArray(doc.attachments) &&
    Array.isArray(doc.pinnedIn)
  )
}
