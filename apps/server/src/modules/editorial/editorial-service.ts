import type { Lang } from '@ibr/contract'
import {
  type ArticleApproveBody,
  type ArticleConfirmBody,
  type ArticleIdBody,
  type ArticleRejectBody,
  type ArticleRestoreBody,
  type ArticleSaveBody,
  type ArticleStateRet,
  type ArticleVersionBody,
  type RevisionRow,
  type SectionOption,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely, Transaction } from 'kysely'
import { digest, randomToken } from '../../auth/tokens.js'
import type { DB } from '../../db/schema.js'
import { notFound } from '../../http/app-error.js'
import { workflowRunner, type Actor } from '../../workflow/workflow-runner.js'
import { recordActorAudit } from '../audit/index.js'
import type { MenuService, MenuTree } from '../menu/index.js'
import { resolveSections } from './article-checks.js'
import { articleItems, mayIn } from './article-items.js'
import { ARTICLE_CREATE } from './article-create.js'
import { ARTICLE_TRANSITIONS as STEPS } from './article-transitions.js'
import { editorialPresenter, revisionRow } from './editorial-presenter.js'
import { editorialRepository } from './editorial-repository.js'
import { previewPresenceRepository } from './preview-presence-repository.js'
import { kindOfTemplate } from './kind-of-section.js'
import { loc } from '../../lib/localise.js'
import { sanitizeAhead } from '../../lib/sanitize-ahead.js'
import type { ScheduleAt } from './scheduled-publications.js'

/** The kind of item a section lists, for modules placing items (the paper import). */
export { kindOfTemplate }
export type { Actor }

export interface EditorialOptions {
  timeZone: string
  /** How many days a preview link stays valid (PREVIEW_DAYS), from when it is made. */
  previewDays: number
  /** Called after a change the public site shows (an approval, an archive), once it has committed, with the item's id. */
  onPublicChange: (id: number) => Promise<void>
  /** Queues, in an approval's transaction, the publishing of a version whose time is still to come. */
  scheduleAt: ScheduleAt
}

/**
 * Articles in the console: created here, then changed only through the workflow runner's
 * transitions (article-transitions.ts); read through the presenter.
 */
export function editorialService(db: Kysely<DB>, menu: MenuService, options: EditorialOptions) {
  const repo = editorialRepository(db)
  const links = previewPresenceRepository(db)
  const presenter = editorialPresenter(db)
  const workflow = workflowRunner(db, 'article', articleItems, options.onPublicChange)
  const { run } = workflow

  /** A new item (a transition of the runner, from none to a draft), in the caller's transaction: several are made at once. */
  const createWithin = (trx: Transaction<DB>, tree: MenuTree, actor: Actor, body: ArticleSaveBody): Promise<ArticleStateRet> =>
    workflow.create(ARTICLE_CREATE, actor, { tree, body, timeZone: options.timeZone }, trx)

  async function create(actor: Actor, body: ArticleSaveBody): Promise<ArticleStateRet> {
    const tree = await menu.staffTree()
    return workflow.create(ARTICLE_CREATE, actor, { tree, body, timeZone: options.timeZone })
  }

  async function update(actor: Actor, id: number, body: ArticleSaveBody): Promise<ArticleStateRet> {
    const sections = resolveSections(await menu.staffTree(), body)
    return run(STEPS.save, id, body.version, actor, { body, sections, timeZone: options.timeZone })
  }

  const audit = (trx: Kysely<DB>, actor: Actor, action: 'previewLink', id: number, summary: string) =>
    recordActorAudit(trx, actor, {
      action,
      entity: 'article',
      entityId: id,
      summary,
    })

  return {
    createWithin,
    async save(actor: Actor, body: ArticleSaveBody) {
      // Long bodies are cleaned off the event loop before the transaction, where applySave() takes the results.
      await sanitizeAhead([body.zh?.body, body.en?.body])
      return body.id === undefined ? create(actor, body) : update(actor, Number(body.id), body)
    },
    get: presenter.get,
    list: presenter.list,
    dashboard: presenter.dashboard,

    submit: (actor: Actor, body: Pick<ArticleVersionBody, 'id' | 'version'>) =>
      run(STEPS.submit, Number(body.id), body.version, actor, undefined),
    approve: (actor: Actor, body: Pick<ArticleApproveBody, 'id' | 'version' | 'langs'>) =>
      run(STEPS.approve, Number(body.id), body.version, actor, { langs: body.langs, scheduleAt: options.scheduleAt }),
    reject: (actor: Actor, body: Pick<ArticleRejectBody, 'id' | 'version' | 'comment'>) =>
      run(STEPS.reject, Number(body.id), body.version, actor, { comment: body.comment }),
    archive: (actor: Actor, body: Pick<ArticleIdBody, 'id'>) => run(STEPS.archive, Number(body.id), undefined, actor, undefined),
    confirm: (actor: Actor, body: Pick<ArticleConfirmBody, 'id' | 'version' | 'language' | 'fields'>) =>
      run(STEPS.confirm, Number(body.id), body.version, actor, body),
    restore: (actor: Actor, body: Pick<ArticleRestoreBody, 'id' | 'version' | 'revision'>) =>
      run(STEPS.restore, Number(body.id), body.version, actor, { revision: body.revision }),

    async revisions(id: number, user: StaffUser): Promise<RevisionRow[]> {
      await presenter.get(id, user)
      return (await repo.revisions(id)).map(revisionRow)
    },

    async revision(id: number, revision: number, user: StaffUser) {
      await presenter.get(id, user)
      const row = await repo.revision(id, revision)
      if (!row) throw notFound('editorial.revisionNotFound')
      return { revision: revisionRow(row), doc: row.doc }
    },

    async previewLink(actor: Actor, body: Pick<ArticleIdBody, 'id'>, origin: string) {
      const id = Number(body.id)
      await presenter.get(id, actor.user)
      const token = randomToken()
      const expiresAt = new Date(Date.now() + options.previewDays * 86_400_000)
      await links.addPreviewLink(digest(token), id, actor.user.id, expiresAt)
      await audit(db, actor, 'previewLink', id, `until ${expiresAt.toISOString()}`)
      return { url: `${origin}/#/preview/${token}`, expiresAt: expiresAt.toISOString() }
    },

    /** The working copy a preview link opens, or notFound once the link has expired. */
    async preview(token: string) {
      const link = await links.previewLink(digest(token))
      if (!link) throw notFound('editorial.previewExpired')
      const draft = await repo.draft(link.article_id)
      const found = draft ? undefined : await repo.publicDoc(link.article_id)
      const doc = draft?.doc ?? found?.doc
      if (!doc) throw notFound('editorial.previewExpired')
      return { id: link.article_id, doc, status: draft?.status ?? found!.row.status, expiresAt: link.expires_at }
    },

    async presence(id: number, user: StaffUser) {
      await presenter.get(id, user)
      const others = await links.seePresence(id, user.id, user.name || user.username)
      return { others: others.map((o) => ({ name: o.name, since: new Date(o.since).toISOString() })) }
    },

    async sections(user: StaffUser, lang: Lang): Promise<SectionOption[]> {
      const tree = await menu.staffTree()
      const out: SectionOption[] = []
      const walk = (nodes: MenuTree['roots']) => {
        for (const node of nodes) {
          out.push({
            id: node.row.id,
            name: loc(node.row, 'name', lang),
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

export type EditorialService = ReturnType<typeof editorialService>
