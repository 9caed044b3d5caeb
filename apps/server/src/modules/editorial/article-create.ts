import type { Lang } from '@ibr/contract'
import { CONTENT_LANGS, STAFF_API, type ArticleSaveBody, type ArticleStatus, type LangState } from '@ibr/contract/staff'
import { AppError, badRequest } from '../../http/app-error.js'
import type { Creation } from '../../workflow/workflow-runner.js'
import type { MenuTree } from '../menu/index.js'
import { checkDoc, resolveSections, withDefaults } from './article-checks.js'
import { applySave, changedFields, emptyDoc, statesAfterChange } from './article-doc.js'
import { mayIn, type ArticleChange } from './article-items.js'
import { ARTICLE_WORKFLOW } from './article-workflow.js'
import { editorialRepository } from './editorial-repository.js'
import { kindOfTemplate } from './kind-of-section.js'

/** The languages of an item before its first save: neither has anything to publish. */
const NOTHING_YET = Object.fromEntries(CONTENT_LANGS.map((l) => [l, 'none'])) as Record<Lang, LangState>

/** What a create is given: the save's body, the menu it names sections of, the site's time zone. */
export interface CreateInput {
  tree: MenuTree
  body: ArticleSaveBody
  timeZone: string
}

/**
 * An article's first transition, from no item to a draft (ARTICLE_WORKFLOW.create): its kind (given,
 * else its first section's), its document checked as a save checks one, the person's right in every
 * section it names, and its public row, kept off the site until an approval.
 */
export const ARTICLE_CREATE: Creation<CreateInput, ArticleChange, ArticleStatus> = {
  call: STAFF_API.articleSave,
  ...ARTICLE_WORKFLOW.create,
  async apply({ trx, input, actor, permission }) {
    const { tree, body, timeZone } = input
    const sections = resolveSections(tree, body)
    const first = sections?.ids[0]
    const kind = body.kind ?? (first !== undefined ? kindOfTemplate(tree.get(first)!.row.list_template) : undefined)
    if (!kind) throw badRequest('editorial.kindRequired', {}, 'kind')
    const doc = withDefaults(applySave(emptyDoc(kind), body, sections?.ids ?? [], sections?.templateList ?? []), body, timeZone)
    if (permission !== 'content.write' || !mayIn(actor.user, permission, doc.menuIds)) {
      throw new AppError('noPermission', 'editorial.outsideSections')
    }
    await checkDoc(trx, doc, body)
    const id = await editorialRepository(trx).createPublicRow(kind, actor.user.username)
    const fields = changedFields(emptyDoc(kind), doc)
    const states = statesAfterChange(NOTHING_YET, doc, fields)
    return {
      id,
      change: { action: 'create', fields, doc, state_zh: states.zh, state_en: states.en },
      audit: { action: 'articleCreate', summary: `${kind}: ${doc.zh.title || doc.en.title}` },
    }
  },
}
