import type { Lang } from '@ibr/contract'
import {
  can,
  CONTENT_LANGS,
  overallStatus,
  type ArticleStateRet,
  type ArticleStatus,
  type LangState,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { isAdministrator } from '../../auth/administrator.js'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import type { WorkflowItems } from '../../workflow/workflow-runner.js'
import { editorialRepository, type DraftRow } from './editorial-repository.js'

/** Whether a person may act on every one of these sections; an item in none is the administrators'. */
export function mayIn(user: StaffUser, permission: 'content.write' | 'content.review', sections: readonly number[]) {
  if (isAdministrator(user)) return true
  return sections.length > 0 && sections.every((section) => can(user, permission, { section }))
}

export const statesOf = (d: DraftRow): Record<Lang, LangState> => ({ zh: d.state_zh, en: d.state_en })
export const stateRet = (d: Pick<DraftRow, 'article_id' | 'version' | 'status' | 'state_zh' | 'state_en'>): ArticleStateRet => ({
  id: d.article_id,
  version: d.version,
  status: d.status,
  states: { zh: d.state_zh, en: d.state_en },
})

/** A change to an item's working copy: its new values, and how its revision names it. */
export type ArticleChange = Partial<Omit<DraftRow, 'article_id' | 'version'>> & {
  action: string
  fields: string[]
  langs?: string[]
  comment?: string | null
}

/**
 * The working copy of an item never edited in the console: its public row at version 1, each
 * language published when it is online, else a draft (none without a title).
 */
export async function draftFromPublic(db: Kysely<DB>, id: number): Promise<DraftRow | undefined> {
  const r = editorialRepository(db)
  const found = await r.publicDoc(id)
  if (!found) return undefined
  const live = r.publicState(found.row).live
  const states = Object.fromEntries(
    CONTENT_LANGS.map((l) => [l, found.doc[l].title === '' ? 'none' : live[l] ? 'published' : 'draft']),
  ) as Record<Lang, LangState>
  const archived = found.row.status === 'archived'
  return {
    article_id: id,
    version: 1,
    doc: found.doc,
    state_zh: states.zh,
    state_en: states.en,
    status: overallStatus(states, archived),
    archived,
    outdated: { zh: [], en: [] },
    review_comment: null,
    review_by: null,
    review_at: null,
    changed_by: [],
    // Whatever the public row holds is this first version.
    public_version: found.row.status === 'draft' ? null : 1,
    created_by: found.row.created_by,
    created_at: found.row.created_at,
    updated_by: found.row.updated_by,
    updated_at: found.row.updated_at,
  }
}

/** How the runner reads, checks and changes articles: the working copy (article_draft) and its revisions. */
export const articleItems: WorkflowItems<DraftRow, ArticleChange, ArticleStateRet, ArticleStatus> = {
  entity: 'article',

  stateOf: (draft) => draft.status,

  wrongState: (refusal) => badRequest(refusal ?? 'editorial.notInReview'),

  /** The item's working copy, made from its public row (as revision 1) the first time it is changed. */
  async load(trx, id) {
    const r = editorialRepository(trx)
    const existing = await r.draft(id)
    if (existing) return existing
    const made = await draftFromPublic(trx, id)
    if (!made) throw notFound('editorial.itemNotFound')
    await r.insertDraft(made)
    await r.addRevision({ articleId: id, revision: 1, action: 'create', doc: made.doc, fields: [], byId: null, byName: made.created_by })
    return (await r.draft(id))!
  },

  may: async (_trx, user, permission, draft) =>
    (permission === 'content.write' || permission === 'content.review') && mayIn(user, permission, draft.doc.menuIds),

  refusal: () => new AppError('noPermission', 'editorial.outsideSections'),

  /** A change from a version that is not the current one is refused, naming who saved what since. */
  async checkVersion(trx, draft, version) {
    if (version === undefined) throw badRequest('editorial.versionRequired', {}, 'version')
    if (version === draft.version) return
    const since = await editorialRepository(trx).revisionsSince(draft.article_id, version)
    const latest = since[0]
    throw new AppError('conflict', message('editorial.conflict', { name: latest?.by_name ?? draft.updated_by }), {
      conflict: {
        version: draft.version,
        savedBy: latest?.by_name ?? draft.updated_by,
        savedAt: (latest?.at ?? draft.updated_at).toISOString(),
        fields: [...new Set(since.flatMap((s) => s.fields))],
      },
    })
  },

  /** A new item's working copy as its first version and revision: nothing changed yet but by its author. */
  async created(trx, id, change, actor, to) {
    const { action, fields, langs, comment, ...values } = change
    if (!values.doc || !values.state_zh || !values.state_en) throw new Error('a new item needs its document and languages')
    const row = {
      archived: false,
      outdated: { zh: [], en: [] },
      review_comment: null,
      review_by: null,
      public_version: null,
      ...values,
      doc: values.doc,
      state_zh: values.state_zh,
      state_en: values.state_en,
      article_id: id,
      version: 1,
      status: to,
      changed_by: [actor.user.id],
      created_by: actor.user.username,
      updated_by: actor.user.username,
    }
    const r = editorialRepository(trx)
    await r.insertDraft(row)
    await r.addRevision({
      articleId: id,
      revision: 1,
      action,
      doc: row.doc,
      fields,
      langs,
      comment,
      byId: actor.user.id,
      byName: actor.user.username,
    })
    return stateRet(row)
  },

  /** Applies a change to the working copy as a new version and revision, in the table's state where it names one. */
  async commit(trx, draft, change, actor, to) {
    const { action, fields, langs, comment, ...values } = change
    const next: DraftRow = { ...draft, ...values, version: draft.version + 1, updated_by: actor.user.username }
    next.status = to ?? overallStatus(statesOf(next), next.archived)
    const r = editorialRepository(trx)
    await r.updateDraft(draft.article_id, next)
    await r.addRevision({
      articleId: draft.article_id,
      revision: next.version,
      action,
      doc: next.doc,
      fields,
      langs,
      comment,
      byId: actor.user.id,
      byName: actor.user.username,
    })
    return stateRet(next)
  },
}
