import { RESEARCH_AREAS, type Lang } from '@ibr/contract'
import {
  can,
  CONTENT_KINDS,
  CONTENT_LANGS,
  isAdmin,
  isSuperUserType,
  overallStatus,
  SHARED_FIELDS,
  type ArticleApproveBody,
  type ArticleConfirmBody,
  type ArticleDoc,
  type ArticleEditable,
  type ArticleListBody,
  type ArticleListRet,
  type ArticleRejectBody,
  type ArticleRestoreBody,
  type ArticleSaveBody,
  type ArticleStateRet,
  type DashboardRet,
  type LangState,
  type RevisionRow,
  type SectionOption,
  type SharedField,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely, Transaction } from 'kysely'
import { digest, randomToken } from '../../auth/tokens.js'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound, type FieldMessage } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { endOfDay } from '../../lib/dates.js'
import { recordAudit } from '../audit/audit-service.js'
import type { MenuService, MenuTree } from '../menu/menu-service.js'
import {
  applySave,
  changedFields,
  emptyDoc,
  filesOf,
  withBodyAlts,
  missingRequired,
  outdatedAfterChange,
  statesAfterChange,
  type Outdated,
} from './article-doc.js'
import { articleAutosaveRepository } from './article-autosave-repository.js'
import { editorialRepository, type DraftRow } from './editorial-repository.js'
import { kindOfTemplate } from './kind-of-section.js'

/** The kind of item a section lists, for modules placing items (the paper import). */
export { kindOfTemplate }

/** Who acts, from where: workflow steps are written to the audit log in their name. */
export interface Actor {
  user: StaffUser
  address: string
}

export interface EditorialOptions {
  timeZone: string
  /** How many days a preview link works (PREVIEW_DAYS). */
  previewDays: number
  /** Called after a change the public site shows (an approval, an archive). */
  onPublicChange: () => void
}

/** The languages of an item before its first save: neither has anything to publish. */
const NOTHING_YET: Record<Lang, LangState> = Object.fromEntries(CONTENT_LANGS.map((l) => [l, 'none'])) as Record<Lang, LangState>

/** Items in each list of the dashboard. */
const DASHBOARD_ITEMS = 10

const isAdministrator = (user: StaffUser) => isAdmin(user.roles) || isSuperUserType(user.userType)

/** Whether a person may act on every one of these sections; an item in none is the administrators'. */
function mayIn(user: StaffUser, permission: 'content.write' | 'content.review', sections: readonly number[]) {
  if (isAdministrator(user)) return true
  return sections.length > 0 && sections.every((section) => can(user, permission, { section }))
}

const statesOf = (d: DraftRow): Record<Lang, LangState> => ({ zh: d.state_zh, en: d.state_en })
const stateRet = (d: Pick<DraftRow, 'article_id' | 'version' | 'status' | 'state_zh' | 'state_en'>): ArticleStateRet => ({
  id: d.article_id,
  version: d.version,
  status: d.status,
  states: { zh: d.state_zh, en: d.state_en },
})

/** Each field at fault is named in the message by `names` (an image by its file name), and in `field` as it is. */
const fieldFailure = (
  fields: readonly string[],
  key: 'editorial.required' | 'editorial.missingAlt',
  names: (field: string) => string = (field) => field,
): AppError => {
  const list: FieldMessage[] = fields.map((field) => ({ field, msg: message(key, { field: names(field) }) }))
  if (list.length === 1) return new AppError('badRequest', list[0]!.msg, { field: list[0]!.field })
  return new AppError('badRequest', message(`${key}List`, { fields: fields.map(names).join(', ') }), { fields: list })
}

export function editorialService(db: Kysely<DB>, menu: MenuService, options: EditorialOptions) {
  const repo = editorialRepository(db)

  /** The item's working copy, made from its public row the first time it is changed; locked for the transaction. */
  async function lockedDraft(trx: Transaction<DB>, id: number): Promise<DraftRow> {
    const r = editorialRepository(trx)
    const existing = await r.draft(id, true)
    if (existing) return existing
    const found = await r.publicDoc(id)
    if (!found) throw notFound('editorial.itemNotFound')
    const state = r.publicState(found.row)
    const states = Object.fromEntries(
      CONTENT_LANGS.map((l) => [l, found.doc[l].title === '' ? 'none' : state.live[l] ? 'published' : 'draft']),
    ) as Record<Lang, LangState>
    const archived = found.row.status === 'archived'
    await r.insertDraft({
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
      changed_by: [],
      created_by: found.row.created_by,
      updated_by: found.row.updated_by,
    })
    await r.addRevision({
      articleId: id,
      revision: 1,
      action: 'create',
      doc: found.doc,
      fields: [],
      byId: null,
      byName: found.row.created_by,
    })
    return (await r.draft(id, true))!
  }

  /** A change from a version that is not the current one is refused, naming who saved what since. */
  async function checkVersion(trx: Transaction<DB>, draft: DraftRow, version: number | undefined) {
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
  }

  /** Sections named by id and by detail type, checked against the menu. */
  function resolveSections(tree: MenuTree, body: ArticleSaveBody): { ids: number[]; templateList: string[] } | undefined {
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
  async function checkDoc(trx: Kysely<DB>, doc: ArticleDoc, body: ArticleSaveBody) {
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
  function withDefaults(doc: ArticleDoc, body: ArticleSaveBody): ArticleDoc {
    if (CONTENT_KINDS[doc.kind].unpublishAtDeadline && doc.deadline && body.unpublishAt === undefined && doc.unpublishAt === null) {
      return { ...doc, unpublishAt: endOfDay(doc.deadline, options.timeZone).toISOString() }
    }
    return doc
  }

  /** A new item's draft, first revision and audit line, written in the caller's transaction. */
  async function createWithin(trx: Transaction<DB>, tree: MenuTree, body: ArticleSaveBody, actor: Actor): Promise<ArticleStateRet> {
    const sections = resolveSections(tree, body)
    const first = sections?.ids[0]
    const kind = body.kind ?? (first !== undefined ? kindOfTemplate(tree.get(first)!.row.list_template) : undefined)
    if (!kind) throw badRequest('editorial.kindRequired', {}, 'kind')
    const doc = withDefaults(applySave(emptyDoc(kind), body, sections?.ids ?? [], sections?.templateList ?? []), body)
    if (!mayIn(actor.user, 'content.write', doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
    await checkDoc(trx, doc, body)
    const r = editorialRepository(trx)
    const id = await r.createPublicRow(kind, actor.user.username)
    const fields = changedFields(emptyDoc(kind), doc)
    const states = statesAfterChange(NOTHING_YET, doc, fields)
    const row = {
      article_id: id,
      version: 1,
      doc,
      state_zh: states.zh,
      state_en: states.en,
      status: overallStatus(states, false),
      archived: false,
      outdated: { zh: [], en: [] },
      review_comment: null,
      review_by: null,
      changed_by: [actor.user.id],
      created_by: actor.user.username,
      updated_by: actor.user.username,
    }
    await r.insertDraft(row)
    await r.addRevision({ articleId: id, revision: 1, action: 'create', doc, fields, byId: actor.user.id, byName: actor.user.username })
    await recordAudit(trx, {
      userId: actor.user.id,
      username: actor.user.username,
      action: 'articleCreate',
      entity: 'article',
      entityId: id,
      address: actor.address,
      summary: `${kind}: ${doc.zh.title || doc.en.title}`,
    })
    return stateRet(row)
  }

  async function create(body: ArticleSaveBody, actor: Actor): Promise<ArticleStateRet> {
    const tree = await menu.staffTree()
    return db.transaction().execute((trx) => createWithin(trx, tree, body, actor))
  }

  /** Applies a change to the locked working copy as a new version and revision. */
  async function commit(
    trx: Transaction<DB>,
    draft: DraftRow,
    actor: Actor,
    change: Partial<Omit<DraftRow, 'article_id' | 'version'>> & {
      action: string
      fields: string[]
      langs?: string[]
      comment?: string | null
    },
  ): Promise<ArticleStateRet> {
    const { action, fields, langs, comment, ...values } = change
    const next: DraftRow = { ...draft, ...values, version: draft.version + 1, updated_by: actor.user.username }
    next.status = overallStatus(statesOf(next), next.archived)
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
  }

  async function update(id: number, body: ArticleSaveBody, actor: Actor): Promise<ArticleStateRet> {
    const tree = await menu.staffTree()
    const sections = resolveSections(tree, body)
    return db.transaction().execute(async (trx) => {
      const draft = await lockedDraft(trx, id)
      if (!mayIn(actor.user, 'content.write', draft.doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
      await checkVersion(trx, draft, body.version)
      // A save is the person's working copy made real: it is no longer offered.
      await articleAutosaveRepository(trx).remove(id, actor.user.id)
      const doc = withDefaults(applySave(draft.doc, body, sections?.ids, sections?.templateList ?? []), body)
      if (!mayIn(actor.user, 'content.write', doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
      await checkDoc(trx, doc, body)
      const fields = changedFields(draft.doc, doc)
      if (fields.length === 0) return stateRet(draft)
      const states = statesAfterChange(statesOf(draft), doc, fields)
      return commit(trx, draft, actor, {
        action: 'save',
        fields,
        doc,
        state_zh: states.zh,
        state_en: states.en,
        archived: false,
        outdated: outdatedAfterChange(draft.outdated, doc, fields),
        changed_by: [...new Set([...draft.changed_by, actor.user.id])],
      })
    })
  }

  /** A workflow step on a locked, current working copy the person may act on. */
  async function step<T>(
    id: number,
    version: number | undefined,
    actor: Actor,
    permission: 'content.write' | 'content.review',
    run: (trx: Transaction<DB>, draft: DraftRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const draft = await lockedDraft(trx, id)
      if (!mayIn(actor.user, permission, draft.doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
      if (version !== undefined || permission === 'content.write') await checkVersion(trx, draft, version)
      return run(trx, draft)
    })
  }

  /**
   * Announces a public change once its transaction has committed: caches cleared before the commit
   * could be filled again, by a read in between, with the row as it was (content-changes.ts).
   */
  async function announcedAfter<T>(committed: Promise<{ ret: T; changed: boolean }>): Promise<T> {
    const { ret, changed } = await committed
    if (changed) options.onPublicChange()
    return ret
  }

  const audit = (trx: Kysely<DB>, actor: Actor, action: Parameters<typeof recordAudit>[1]['action'], id: number, summary = '') =>
    recordAudit(trx, {
      userId: actor.user.id,
      username: actor.user.username,
      action,
      entity: 'article',
      entityId: id,
      address: actor.address,
      summary,
    })

  return {
    createWithin,
    save: (body: ArticleSaveBody, actor: Actor) => (body.id === undefined ? create(body, actor) : update(Number(body.id), body, actor)),

    async get(id: number, user: StaffUser): Promise<ArticleEditable> {
      const stored = await repo.draft(id)
      const pub = await repo.publicRow(id)
      if (!pub) throw notFound('editorial.itemNotFound')
      let draft: DraftRow
      if (stored) draft = stored
      else {
        // Never edited in the console: its working copy is its public row, at version 1.
        const found = (await repo.publicDoc(id))!
        const live = repo.publicState(found.row).live
        const states = Object.fromEntries(
          CONTENT_LANGS.map((l) => [l, found.doc[l].title === '' ? 'none' : live[l] ? 'published' : 'draft']),
        ) as Record<Lang, LangState>
        draft = {
          article_id: id,
          version: 1,
          doc: found.doc,
          state_zh: states.zh,
          state_en: states.en,
          status: overallStatus(states, pub.status === 'archived'),
          archived: pub.status === 'archived',
          outdated: { zh: [], en: [] },
          review_comment: null,
          review_by: null,
          review_at: null,
          changed_by: [],
          created_by: pub.created_by,
          created_at: pub.created_at,
          updated_by: pub.updated_by,
          updated_at: pub.updated_at,
        }
      }
      const sections = draft.doc.menuIds
      if (!mayIn(user, 'content.write', sections) && !mayIn(user, 'content.review', sections)) {
        throw new AppError('noPermission', 'editorial.outsideSections')
      }
      const live = repo.publicState(pub).live
      return {
        id,
        version: draft.version,
        status: draft.status,
        states: statesOf(draft),
        live,
        doc: draft.doc,
        outdated: draft.outdated,
        reviewComment: draft.review_comment
          ? { comment: draft.review_comment, by: draft.review_by ?? '', at: (draft.review_at ?? draft.updated_at).toISOString() }
          : null,
        createdBy: draft.created_by,
        createdAt: draft.created_at.toISOString(),
        updatedBy: draft.updated_by,
        updatedAt: draft.updated_at.toISOString(),
        may: {
          write: mayIn(user, 'content.write', sections),
          review: mayIn(user, 'content.review', sections),
          approveOwn: isAdministrator(user),
        },
        ownChange: draft.changed_by.includes(user.id),
      }
    },

    async list(body: Omit<ArticleListBody, 'lang'>, user: StaffUser, lang: Lang): Promise<ArticleListRet> {
      const scope = isAdministrator(user) ? null : user.sections
      const { rows, total } = await repo.list(body, scope, lang)
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as ArticleDoc['kind'],
          title: r.title,
          status: r.status as ArticleStateRet['status'],
          states: { zh: r.state_zh, en: r.state_en },
          outdated: r.outdated,
          version: r.version,
          author: r.author,
          updatedBy: r.updated_by,
          updatedAt: new Date(r.updated_at).toISOString(),
          publishAt: r.publish_at,
          unpublishAt: r.unpublish_at,
          sections: r.sections,
        })),
      }
    },

    /** The console's first screen: my drafts, what waits for my review, the scheduled, the recent, the outdated. */
    async dashboard(user: StaffUser, lang: Lang): Promise<DashboardRet> {
      const everywhere = isAdministrator(user)
      const scope = everywhere ? null : user.sections
      const reviews = can(user, 'content.review')
      const page = (filter: Omit<ArticleListBody, 'lang'>, where: readonly number[] | null, when?: 'upcoming' | 'past') =>
        repo.list({ pageSize: DASHBOARD_ITEMS, ...filter }, where, lang, when).then((r) => r.rows)
      const [drafts, review, scheduled, published, outdated] = await Promise.all([
        page({ author: user.username, status: 'draft', sort: 'updated', desc: true }, null),
        reviews ? page({ status: 'review', sort: 'updated', desc: false }, scope) : [],
        page({ sort: 'publish', desc: false }, scope, 'upcoming'),
        page({ sort: 'publish', desc: true }, scope, 'past'),
        page({ langState: 'outdated', sort: 'updated', desc: true }, scope),
      ])
      type Row = (typeof drafts)[number]
      const item = (time: (r: Row) => string) => (r: Row) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        status: r.status as ArticleStateRet['status'],
        time: time(r),
        author: r.author,
        section: r.sections[0] ?? null,
      })
      const updated = (r: Row) => new Date(r.updated_at).toISOString()
      const publicTime = (r: Row) => new Date(r.public_publish_at).toISOString()
      return {
        drafts: drafts.map(item(updated)),
        review: review.map(item(updated)),
        scheduled: scheduled.map(item(publicTime)),
        published: published.map(item(publicTime)),
        outdated: outdated.map(item(updated)),
      }
    },

    submit: (id: number, version: number, actor: Actor) =>
      step(id, version, actor, 'content.write', async (trx, draft) => {
        const langs = CONTENT_LANGS.filter((l) => statesOf(draft)[l] === 'draft')
        if (langs.length === 0) throw badRequest('editorial.nothingToSubmit')
        const missing = missingRequired(draft.doc, langs)
        if (missing.length) throw fieldFailure(missing, 'editorial.required')
        const states = statesOf(draft)
        for (const l of langs) states[l] = 'review'
        const ret = await commit(trx, draft, actor, { action: 'submit', fields: [], langs, state_zh: states.zh, state_en: states.en })
        await articleAutosaveRepository(trx).remove(id, actor.user.id)
        await audit(trx, actor, 'articleSubmit', id, langs.join(','))
        return ret
      }),

    approve: (body: ArticleApproveBody, actor: Actor) =>
      announcedAfter(
        step(Number(body.id), body.version, actor, 'content.review', async (trx, draft) => {
          const own = draft.changed_by.includes(actor.user.id)
          if (own && !isAdministrator(actor.user)) throw new AppError('noPermission', 'editorial.ownChange')
          const states = statesOf(draft)
          const pending = CONTENT_LANGS.filter((l) => states[l] === 'review' || states[l] === 'draft')
          const langs = body.langs ? [...body.langs] : pending.filter((l) => draft.doc[l].title !== '')
          for (const l of langs) if (!pending.includes(l)) throw badRequest('editorial.langNotPending', { lang: l }, 'langs')
          if (langs.length === 0) throw badRequest('editorial.nothingToApprove')
          const missing = missingRequired(draft.doc, langs)
          if (missing.length) throw fieldFailure(missing, 'editorial.required')
          const r = editorialRepository(trx)
          const alts = await r.imageAlts(filesOf(draft.doc).images)
          const noAlt = alts.filter((file) => file.alt_zh.trim() === '' || file.alt_en.trim() === '')
          if (noAlt.length) {
            const names = new Map(noAlt.map((file) => [file.id, file.name]))
            throw fieldFailure([...names.keys()], 'editorial.missingAlt', (id) => names.get(id) || id)
          }
          const doc = withBodyAlts(draft.doc, alts)
          const pub = (await r.publicRow(draft.article_id))!
          const publishAt = draft.doc.publishAt ? new Date(draft.doc.publishAt) : pub.status === 'published' ? pub.publish_at : new Date()
          await r.publish(draft.article_id, doc, langs, actor.user.username, publishAt)
          for (const l of langs) states[l] = 'published'
          const stillPending = CONTENT_LANGS.some((l) => states[l] === 'draft' || states[l] === 'review')
          const ret = await commit(trx, draft, actor, {
            action: 'approve',
            doc,
            fields: [],
            langs,
            state_zh: states.zh,
            state_en: states.en,
            archived: false,
            review_comment: null,
            review_by: null,
            review_at: null,
            changed_by: stillPending ? draft.changed_by : [],
          })
          await audit(trx, actor, 'articleApprove', draft.article_id, `${langs.join(',')}${own ? ' (own change, as administrator)' : ''}`)
          return { ret, changed: true }
        }),
      ),

    reject: (body: ArticleRejectBody, actor: Actor) =>
      step(Number(body.id), body.version, actor, 'content.review', async (trx, draft) => {
        const states = statesOf(draft)
        const inReview = CONTENT_LANGS.filter((l) => states[l] === 'review')
        if (inReview.length === 0) throw badRequest('editorial.notInReview')
        for (const l of inReview) states[l] = 'draft'
        const comment = body.comment.trim()
        const ret = await commit(trx, draft, actor, {
          action: 'reject',
          fields: [],
          langs: inReview,
          comment,
          state_zh: states.zh,
          state_en: states.en,
          review_comment: comment,
          review_by: actor.user.username,
          review_at: new Date(),
        })
        await audit(trx, actor, 'articleReject', draft.article_id, comment)
        return ret
      }),

    archive: (id: number, actor: Actor) =>
      announcedAfter(
        step(id, undefined, actor, 'content.review', async (trx, draft) => {
          if (draft.archived) return { ret: stateRet(draft), changed: false }
          await editorialRepository(trx).archivePublic(id, actor.user.username)
          const ret = await commit(trx, draft, actor, { action: 'archive', fields: [], archived: true })
          await audit(trx, actor, 'articleArchive', id)
          return { ret, changed: true }
        }),
      ),

    confirm: (body: ArticleConfirmBody, actor: Actor) =>
      step(Number(body.id), body.version, actor, 'content.write', async (trx, draft) => {
        const lang = body.language
        const outdated: Outdated = { ...draft.outdated, [lang]: draft.outdated[lang].filter((f) => !(body.fields as string[]).includes(f)) }
        return commit(trx, draft, actor, { action: 'confirm', fields: body.fields.map((f) => `${lang}.${f}`), outdated })
      }),

    async revisions(id: number, user: StaffUser): Promise<RevisionRow[]> {
      await this.get(id, user)
      return (await repo.revisions(id)).map(revisionRow)
    },

    async revision(id: number, revision: number, user: StaffUser) {
      await this.get(id, user)
      const row = await repo.revision(id, revision)
      if (!row) throw notFound('editorial.revisionNotFound')
      return { revision: revisionRow(row), doc: row.doc }
    },

    restore: (body: ArticleRestoreBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const draft = await lockedDraft(trx, Number(body.id))
        if (!mayIn(actor.user, 'content.write', draft.doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
        if (body.version !== undefined) await checkVersion(trx, draft, body.version)
        const old = await editorialRepository(trx).revision(draft.article_id, body.revision)
        if (!old) throw notFound('editorial.revisionNotFound')
        if (!mayIn(actor.user, 'content.write', old.doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
        const fields = changedFields(draft.doc, old.doc)
        const states = statesAfterChange(statesOf(draft), old.doc, fields)
        const ret = await commit(trx, draft, actor, {
          action: 'restore',
          fields,
          comment: String(body.revision),
          doc: old.doc,
          state_zh: states.zh,
          state_en: states.en,
          outdated: outdatedAfterChange(draft.outdated, old.doc, fields),
          changed_by: [...new Set([...draft.changed_by, actor.user.id])],
        })
        await audit(trx, actor, 'articleRestore', draft.article_id, `revision ${body.revision}`)
        return ret
      }),

    async previewLink(id: number, actor: Actor, origin: string) {
      await this.get(id, actor.user)
      const token = randomToken()
      const expiresAt = new Date(Date.now() + options.previewDays * 86_400_000)
      await repo.addPreviewLink(digest(token), id, actor.user.id, expiresAt)
      await audit(db, actor, 'previewLink', id, `until ${expiresAt.toISOString()}`)
      return { url: `${origin}/#/preview/${token}`, expiresAt: expiresAt.toISOString() }
    },

    /** The working copy a preview link opens, or notFound once the link has expired. */
    async preview(token: string) {
      const link = await repo.previewLink(digest(token))
      if (!link) throw notFound('editorial.previewExpired')
      const draft = await repo.draft(link.article_id)
      const found = draft ? undefined : await repo.publicDoc(link.article_id)
      const doc = draft?.doc ?? found?.doc
      if (!doc) throw notFound('editorial.previewExpired')
      return { id: link.article_id, doc, status: draft?.status ?? found!.row.status, expiresAt: link.expires_at }
    },

    async presence(id: number, user: StaffUser) {
      await this.get(id, user)
      const others = await repo.seePresence(id, user.id, user.name || user.username)
      return { others: others.map((o) => ({ name: o.name, since: new Date(o.since).toISOString() })) }
    },

    async sections(user: StaffUser, lang: Lang): Promise<SectionOption[]> {
      const tree = await menu.staffTree()
      const out: SectionOption[] = []
      const walk = (nodes: MenuTree['roots']) => {
        for (const node of nodes) {
          out.push({
            id: node.row.id,
            name: (lang === 'en' && node.row.name_en) || node.row.name_zh,
            parentId: node.parent?.row.id ?? null,
            detailType: node.detailType,
            kind: kindOfTemplate(node.row.list_template) ?? null,
            write: mayIn(user, 'content.write', [node.row.id]),
            review: mayIn(user, 'content.review', [node.row.id]),
          })
          walk(node.children)
        }
      }
      walk(tree.roots)
      return out
    },
  }
}

function revisionRow(r: {
  revision: number
  action: string
  fields: string[]
  langs: string[]
  comment: string | null
  by_id: number | null
  by_name: string
  at: Date
}): RevisionRow {
  return {
    revision: r.revision,
    action: r.action as RevisionRow['action'],
    by: { id: r.by_id, name: r.by_name },
    at: new Date(r.at).toISOString(),
    fields: r.fields,
    comment: r.comment,
    langs: r.langs as Lang[],
  }
}

export type EditorialService = ReturnType<typeof editorialService>
