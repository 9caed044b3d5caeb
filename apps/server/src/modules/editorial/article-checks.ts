import { RESEARCH_AREAS } from '@ibr/contract'
import { CONTENT_KINDS, SHARED_FIELDS, type ArticleDoc, type ArticleSaveBody, type SharedField } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, type FieldMessage } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { endOfDay } from '../../lib/dates.js'
import type { MenuTree } from '../menu/index.js'
import { editorialRepository } from './editorial-repository.js'

/** Each field at fault is named in the message by `names` (an image by its file name), and in `field` as it is. */
export const fieldFailure = (
  fields: readonly string[],
  key: 'editorial.required' | 'editorial.missingAlt',
  names: (field: string) => string = (field) => field,
): AppError => {
  const list: FieldMessage[] = fields.map((field) => ({ field, msg: message(key, { field: names(field) }) }))
  if (list.length === 1) return new AppError('badRequest', list[0]!.msg, { field: list[0]!.field })
  return new AppError('badRequest', message(`${key}List`, { fields: fields.map(names).join(', ') }), { fields: list })
}

/** Sections named by id and by detail type, checked against the menu. */
export function resolveSections(tree: MenuTree, body: ArticleSaveBody): { ids: number[]; templateList: string[] } | undefined {
  if (body.menuIds === undefined && body.templateList === undefined) return undefined
  const ids: number[] = []
  for (const type of body.templateList ?? []) {
    const node = tree.byType(type)
    if (!node) throw badRequest('editorial.unknownSection', { section: type }, 'templateList')
    ids.push(node.row.id)
  }
  for (const id of body.menuIds ?? []) {
    if (!tree.get(id)) throw badRequest('editorial.unknownSection', { section: String(id) }, 'menuIds')
    ids.push(id)
  }
  const unique = [...new Set(ids)]
  return { ids: unique, templateList: [...new Set(unique.map((id) => tree.get(id)!.detailType))] }
}

/** The kind's own rules on the values given: categories from its list, files of the right kind. */
export async function checkDoc(trx: Kysely<DB>, doc: ArticleDoc, body: ArticleSaveBody) {
  const kind = CONTENT_KINDS[doc.kind]
  const given = body as Record<string, unknown>
  for (const key of Object.keys(SHARED_FIELDS) as SharedField[]) {
    // What the editor reads back for a field the kind lacks (null, no files, not cancelled) may come back as it is.
    const value = given[key]
    const empty = value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0)
    if (!empty && !kind.shared.includes(key)) {
      throw badRequest('editorial.fieldNotOfKind', { field: key }, key)
    }
  }
  if (doc.category !== null && !(kind.categories ?? []).includes(doc.category)) throw badRequest('editorial.badChoice', {}, 'category')
  if (doc.enrolKind !== null && !(kind.enrolKinds ?? []).includes(doc.enrolKind)) throw badRequest('editorial.badChoice', {}, 'enrolKind')
  if (doc.researchArea !== null && !(RESEARCH_AREAS as readonly string[]).includes(doc.researchArea)) {
    throw badRequest('editorial.badChoice', {}, 'researchArea')
  }
  if (doc.publishAt && doc.unpublishAt && doc.unpublishAt <= doc.publishAt) {
    throw badRequest('editorial.unpublishBeforePublish', {}, 'unpublishAt')
  }
  const r = editorialRepository(trx)
  const checks: [string, (string | null)[], ('image' | 'document' | 'video')[]][] = [
    ['pictureId', [doc.pictureId], ['image']],
    ['pictureVerticalId', [doc.pictureVerticalId], ['image']],
    ['videoId', [doc.videoId], ['video']],
    ['attachments', doc.attachments, ['image', 'document', 'video']],
  ]
  for (const [field, ids, kinds] of checks) {
    const present = ids.filter((id): id is string => id !== null)
    if ((await r.missingFiles(present, kinds)).length) throw badRequest('editorial.noSuchFile', {}, field)
  }
}

/** Recruitment postings go offline when their deadline's day ends unless told otherwise. */
export function withDefaults(doc: ArticleDoc, body: ArticleSaveBody, timeZone: string): ArticleDoc {
  if (CONTENT_KINDS[doc.kind].unpublishAtDeadline && doc.deadline && body.unpublishAt === undefined && doc.unpublishAt === null) {
    return { ...doc, unpublishAt: endOfDay(doc.deadline, timeZone).toISOString() }
  }
  return doc
}
