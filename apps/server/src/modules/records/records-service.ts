import type { AuditAction, RecordListBody, RecordRow, RecordState, StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { longStringsIn, sanitizeAhead } from '../../lib/sanitize-ahead.js'
import { message } from '../../i18n/messages.js'
import { workflowRunner, type Actor } from '../../workflow/workflow-runner.js'
import { recordActorAudit } from '../audit/index.js'
import type { RecordKind, WorkflowKind } from './record-kind.js'
import { recordCreation } from './record-create.js'
import { recordRepository } from './record-repository.js'
import { labelOf, recordItems, recordTransitions, type SaveAudit } from './record-transitions.js'

/** Who acts, from where: every action is written to the audit log in their name. */
export type RecordActor = Actor
export type { SaveAudit }
/** Other modules define one more kind of the workflow with this (docs/conferences.md), which runs on this table. */
export type { WorkflowKind }
export type { RecordChange } from './record-transitions.js'

const nameOf = (user: StaffUser) => user.name || user.username
/** A record's id as a body carries it. */
type Id = number | string

/**
 * The workflow of every record kind (docs/people-and-places.md): saves go to a working copy
 * (record_draft) that is sent to review and, once a reviewer approves it, written by the kind into
 * its public tables; every step is a revision (record_revision, numbered: the version a change
 * starts from) and an audit line, in the transaction of the change, run by the one workflow runner
 * (workflow/workflow-runner.ts) from the transitions in record-transitions.ts. `onPublic` runs after
 * a commit that changed what visitors see; `stale` is the refusal of a change started from an older version.
 */
export function workflowService<Doc>(
  db: Kysely<DB>,
  kind: WorkflowKind<Doc>,
  onPublic: (id?: number) => Promise<void>,
  stale: () => AppError = () => new AppError('conflict', message('records.stale')),
) {
  const entity = kind.entity
  const repo = recordRepository(db)
  const runner = workflowRunner(db, entity, recordItems(kind, stale), onPublic)
  const { run } = runner
  const steps = recordTransitions(kind)
  const label = labelOf(kind)

  async function load(id: number) {
    const record = await kind.read(db, id)
    if (!record) throw notFound('records.notFound')
    return record
  }

  async function may(user: StaffUser, id: number) {
    const [edit, review] = await Promise.all([kind.access.edit(db, user, id), kind.access.review(db, user, id)])
    return { edit, review }
  }

  const audit = (trx: Kysely<DB>, actor: RecordActor, action: AuditAction, id: number | null, summary: string) =>
    recordActorAudit(trx, actor, {
      action,
      entity,
      entityId: id,
      summary,
    })

  return {
    load,
    may,

    /** Where a record stands and its working copy (else its public version), whoever asks. */
    async status(id: number) {
      const record = await load(id)
      const [draft, version, last] = await Promise.all([
        repo.draft(entity, id),
        repo.version(entity, id),
        repo.revisions(entity, id).then((r) => r[0]),
      ])
      const live = record.status === 'published'
      const state: RecordState = draft?.status ?? record.status
      return {
        id,
        version,
        state,
        live,
        doc: (draft?.doc as Doc | undefined) ?? record.doc,
        published: live ? record.doc : null,
        comment: draft?.review_comment ?? '',
        submitted: draft?.submitted_at ? { name: draft.submitted_by ?? '', at: draft.submitted_at.toISOString() } : null,
        saved: draft
          ? { name: draft.updated_by, at: draft.updated_at.toISOString() }
          : last
            ? { name: last.by_name, at: last.at.toISOString() }
            : null,
      }
    },

    /**
     * Saves the working copy of an existing record: `doc` is the whole document, or made from the
     * current one (the working copy, else the public version) under the record's lock. Without
     * `version` no version is checked.
     */
    saveDraft: (
      actor: RecordActor,
      body: { id: Id; version: number | undefined; doc: Doc | ((current: Doc) => Doc) },
      saveAudit?: SaveAudit<Doc>,
    ) => run(steps.save, Number(body.id), body.version, actor, { doc: body.doc, saveAudit }),
    submit: (actor: RecordActor, body: { id: Id; version: number }) => run(steps.submit, Number(body.id), body.version, actor, undefined),
    /** Publishes the working copy in review: the kind writes it to the public tables. */
    approve: (actor: RecordActor, body: { id: Id; version: number }) => run(steps.approve, Number(body.id), body.version, actor, undefined),
    reject: (actor: RecordActor, body: { id: Id; version: number; comment: string }) =>
      run(steps.reject, Number(body.id), body.version, actor, { comment: body.comment }),
    /** Makes an earlier revision the working copy, as a new revision. */
    restore: (actor: RecordActor, body: { id: Id; revision: number }) =>
      run(steps.restore, Number(body.id), undefined, actor, { revision: body.revision }),
    /** Takes the record off the site; a later approval brings it back. */
    archive: (actor: RecordActor, body: { id: Id }) => run(steps.archive, Number(body.id), undefined, actor, undefined),

    async revisions(id: number, user: StaffUser) {
      await load(id)
      const rights = await may(user, id)
      if (!rights.edit && !rights.review) throw new AppError('noPermission')
      const rows = await repo.revisions(entity, id)
      return {
        list: rows.map((r) => ({
          revision: r.revision,
          action: r.action,
          author: r.by_name,
          createdAt: r.at.toISOString(),
          doc: r.doc as Doc,
        })),
      }
    },

    audit,
    label,
    /** The runner itself, for the steps a kind adds (a create). */
    runner,
  }
}

export type WorkflowService<Doc> = ReturnType<typeof workflowService<Doc>>

/** The workflow of a record kind with its nine calls: the shared steps, and list, create and archive. */
export function recordService<Doc>(db: Kysely<DB>, kind: RecordKind<Doc>, onPublic: (id?: number) => Promise<void>) {
  const entity = kind.entity
  const repo = recordRepository(db)
  const workflow = workflowService(db, kind, onPublic)
  const creation = recordCreation(kind)

  return {
    ...workflow,

    async list(body: Omit<RecordListBody, 'lang'>, user: StaffUser) {
      const [rows, drafts] = await Promise.all([kind.list(db), repo.drafts(entity)])
      const draftOf = new Map(drafts.map((d) => [d.record_id, d]))
      const [mayReview, mayCreate] = await Promise.all([
        rows.length > 0 ? kind.access.review(db, user, rows[0]!.id) : Promise.resolve(false),
        kind.access.edit(db, user, null),
      ])
      const words = (body.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)
      const list: RecordRow[] = []
      for (const row of rows) {
        if (!mayReview && !(await kind.access.edit(db, user, row.id))) continue
        const draft = draftOf.get(row.id)
        const state = draft?.status ?? row.status
        if (body.state && state !== body.state) continue
        if (!body.archived && !body.state && row.status === 'archived' && !draft) continue
        if (body.group && row.group !== body.group) continue
        const text = `${row.name.zh} ${row.name.en}`.toLowerCase()
        if (!words.every((w) => text.includes(w))) continue
        list.push({
          id: row.id,
          name: row.name,
          state,
          live: row.status === 'published',
          group: row.group,
          sort: row.sort,
          updatedAt: (draft?.updated_at ?? row.updatedAt).toISOString(),
          updatedBy: draft?.updated_by ?? row.updatedBy,
        })
      }
      return { list, mayCreate }
    },

    async get(id: number, user: StaffUser) {
      await workflow.load(id)
      const [rights, archive] = await Promise.all([workflow.may(user, id), kind.access.archive(db, user, id)])
      if (!rights.edit && !rights.review) throw new AppError('noPermission')
      return { ...(await workflow.status(id)), may: { ...rights, archive } }
    },

    /** Saves the working copy; without an id creates the record (kept off the site until approved). */
    async save(actor: RecordActor, body: { id?: Id; version?: number; doc: Doc }) {
      // Long rich text is cleaned off the event loop before the transaction, where kind.clean() takes the results.
      await sanitizeAhead(longStringsIn(body.doc))
      if (body.id === undefined) {
        return workflow.runner.create(creation, actor, body.doc)
      }
      if (body.version === undefined) throw badRequest('records.versionNeeded', {}, 'version')
      return workflow.saveDraft(actor, { id: body.id, version: body.version, doc: body.doc })
    },

    /**
     * Saves a list's order at once (kinds whose order is the list's): the people who may edit every
     * record named also review them, so an order has nothing to wait for. One audit line.
     */
    async reorder(actor: RecordActor, { ids }: { ids: readonly number[] }) {
      if (!kind.reorder) throw notFound('records.notFound')
      const reorder = kind.reorder
      const allowed = await Promise.all(ids.map((id) => kind.access.edit(db, actor.user, id)))
      if (allowed.includes(false)) throw new AppError('noPermission')
      const list = await workflow.runner.onList(
        actor,
        async (trx) => {
          const placed = await reorder(trx, ids, nameOf(actor.user))
          if (placed !== ids.length) throw badRequest('records.orderUnknown', {}, 'ids')
          return {
            ret: ids.map((id, index) => ({ id, sort: index + 1 })),
            audit: { action: 'recordReorder', summary: ids.join(', ').slice(0, 200) },
          }
        },
        () => onPublic(),
      )
      return { list }
    },
  }
}

/** One kind's record service, as the routes register its calls. */
export type RecordService<Doc> = ReturnType<typeof recordService<Doc>>
