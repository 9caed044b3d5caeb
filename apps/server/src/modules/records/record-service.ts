import {
  isAdmin,
  isSuperUserType,
  type AuditAction,
  type RecordListBody,
  type RecordRow,
  type RecordState,
  type StaffUser,
} from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { recordAudit } from '../audit/audit-service.js'
import type { RecordKind, WorkflowKind } from './record-kind.js'
import { recordRepository, type DraftRow } from './record-repository.js'

/** Who acts, from where: every action is written to the audit log in their name. */
export interface RecordActor {
  user: StaffUser
  address: string
}

/**
 * How a save is written to the audit log when the kind says so itself (conferences keep their
 * `conferenceSave` lines naming what changed); null: the save changes nothing and writes nothing.
 */
export type SaveAudit<Doc> = (doc: Doc, before: Doc) => { action: AuditAction; summary: string } | null

const isAdministrator = (user: StaffUser) => isAdmin(user.roles) || isSuperUserType(user.userType)
const nameOf = (user: StaffUser) => user.name || user.username
const by = (user: StaffUser) => ({ id: user.id, name: nameOf(user) })

/**
 * The one workflow of every kind (docs/people-and-places.md): saves go to a working copy
 * (record_draft) that is sent to review and, once a reviewer approves it, written by the kind into
 * its public tables; every action is a revision (record_revision, numbered: the version a change
 * starts from) and an audit line, in the transaction of the change. `onPublic` runs after a commit
 * that changed what visitors see; `stale` is the refusal of a change started from an older version.
 */
export function workflowService<Doc>(
  db: Kysely<DB>,
  kind: WorkflowKind<Doc>,
  onPublic: () => void,
  stale: () => AppError = () => new AppError('conflict', message('records.stale')),
) {
  const entity = kind.entity
  const repo = recordRepository(db)

  async function load(id: number) {
    const record = await kind.read(db, id)
    if (!record) throw notFound('records.notFound')
    return record
  }

  async function may(user: StaffUser, id: number) {
    const [edit, review] = await Promise.all([kind.access.edit(db, user, id), kind.access.review(db, user, id)])
    return { edit, review }
  }

  /** Runs a change under the record's lock, checking the version it started from. */
  async function change<T>(id: number, version: number | undefined, work: (trx: Kysely<DB>, draft: DraftRow | undefined) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`record:${entity}:${id}`}))`.execute(trx)
      const r = recordRepository(trx)
      if (version !== undefined) {
        const current = await r.version(entity, id)
        if (current !== version) throw stale()
      }
      return work(trx, await r.draft(entity, id, true))
    })
  }

  const audit = (trx: Kysely<DB>, actor: RecordActor, action: AuditAction, id: number | null, summary: string) =>
    recordAudit(trx, {
      userId: actor.user.id,
      username: actor.user.username,
      action,
      entity,
      entityId: id,
      address: actor.address,
      summary,
    })

  const label = (doc: Doc) => {
    const name = kind.name(doc)
    return (name.zh || name.en).slice(0, 200)
  }

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
    async saveDraft(
      actor: RecordActor,
      id: number,
      version: number | undefined,
      doc: Doc | ((current: Doc) => Doc),
      saveAudit?: SaveAudit<Doc>,
    ) {
      const record = await load(id)
      if (!(await kind.access.edit(db, actor.user, id))) throw new AppError('noPermission')
      return change(id, version, async (trx, draft) => {
        const before = (draft?.doc as Doc | undefined) ?? record.doc
        const clean = await kind.clean(trx, typeof doc === 'function' ? (doc as (current: Doc) => Doc)(before) : doc, {
          user: actor.user,
          id,
        })
        const r = recordRepository(trx)
        const line = saveAudit ? saveAudit(clean, before) : { action: 'recordSave' as const, summary: label(clean) }
        if (!line) return { id, version: await r.version(entity, id), state: draft?.status ?? record.status, changed: false }
        await r.putDraft(entity, id, { doc: clean, status: 'draft', comment: '', by: by(actor.user), submitted: false })
        const next = await r.addRevision(entity, id, 'save', clean, by(actor.user))
        await audit(trx, actor, line.action, id, line.summary)
        return { id, version: next, state: 'draft' as const, changed: true }
      })
    },

    async submit(actor: RecordActor, id: number, version: number) {
      await load(id)
      if (!(await kind.access.edit(db, actor.user, id))) throw new AppError('noPermission')
      return change(id, version, async (trx, draft) => {
        if (!draft) throw badRequest('records.nothingToSubmit')
        const r = recordRepository(trx)
        await r.setState(entity, id, { status: 'review', comment: '', submittedBy: by(actor.user) })
        const next = await r.addRevision(entity, id, 'submit', draft.doc, by(actor.user))
        await audit(trx, actor, 'recordSubmit', id, label(draft.doc as Doc))
        return { id, version: next, state: 'review' as const }
      })
    },

    /** Publishes the working copy in review: the kind writes it to the public tables. */
    async approve(actor: RecordActor, id: number, version: number) {
      await load(id)
      if (!(await kind.access.review(db, actor.user, id))) throw new AppError('noPermission')
      const result = await change(id, version, async (trx, draft) => {
        if (!draft || (draft.status !== 'review' && !isAdministrator(actor.user))) throw badRequest('records.notInReview')
        const own = draft.updated_by_id === actor.user.id || draft.submitted_by_id === actor.user.id
        if (own && !isAdministrator(actor.user)) throw new AppError('noPermission', 'records.ownChange')
        // The document was checked when saved; what changed since (a picture, a paper, registrations) is checked again here.
        const doc = await kind.clean(trx, draft.doc as Doc, { user: actor.user, id })
        await kind.publish(trx, id, doc, nameOf(actor.user))
        const r = recordRepository(trx)
        await r.dropDraft(entity, id)
        const next = await r.addRevision(entity, id, 'approve', doc, by(actor.user))
        await audit(trx, actor, 'recordApprove', id, `${label(doc)}${own ? ' (own change, administrator)' : ''}`)
        return { id, version: next, state: 'published' as const }
      })
      onPublic()
      return result
    },

    async reject(actor: RecordActor, id: number, version: number, comment: string) {
      await load(id)
      if (!(await kind.access.review(db, actor.user, id))) throw new AppError('noPermission')
      return change(id, version, async (trx, draft) => {
        if (!draft || draft.status !== 'review') throw badRequest('records.notInReview')
        const r = recordRepository(trx)
        await r.setState(entity, id, { status: 'draft', comment, submittedBy: null })
        const next = await r.addRevision(entity, id, 'reject', draft.doc, by(actor.user))
        await audit(trx, actor, 'recordReject', id, `${label(draft.doc as Doc)}: ${comment}`)
        return { id, version: next, state: 'draft' as const }
      })
    },

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

    /** Makes an earlier revision the working copy, as a new revision. */
    async restore(actor: RecordActor, id: number, revision: number) {
      await load(id)
      if (!(await kind.access.edit(db, actor.user, id))) throw new AppError('noPermission')
      const found = await repo.revision(entity, id, revision)
      if (!found) throw notFound('records.noRevision')
      return change(id, undefined, async (trx) => {
        const doc = await kind.clean(trx, found.doc as Doc, { user: actor.user, id })
        const r = recordRepository(trx)
        await r.putDraft(entity, id, { doc, status: 'draft', comment: '', by: by(actor.user), submitted: false })
        const next = await r.addRevision(entity, id, `restore ${revision}`, doc, by(actor.user))
        await audit(trx, actor, 'recordRestore', id, `${label(doc)} (revision ${revision})`)
        return { id, version: next, state: 'draft' as const }
      })
    },

    change,
    audit,
    label,
  }
}

export type WorkflowService<Doc> = ReturnType<typeof workflowService<Doc>>

/** The workflow of a record kind with its nine calls: the shared steps, and list, create and archive. */
export function recordService<Doc>(db: Kysely<DB>, kind: RecordKind<Doc>, onPublic: () => void) {
  const entity = kind.entity
  const repo = recordRepository(db)
  const workflow = workflowService(db, kind, onPublic)

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
    async save(actor: RecordActor, body: { id?: number | string; version?: number; doc: Doc }) {
      if (body.id === undefined) {
        if (!(await kind.access.edit(db, actor.user, null))) throw new AppError('noPermission')
        const doc = await kind.clean(db, body.doc, { user: actor.user, id: null })
        return db.transaction().execute(async (trx) => {
          const id = await kind.create(trx, doc, nameOf(actor.user))
          const r = recordRepository(trx)
          await r.putDraft(entity, id, { doc, status: 'draft', comment: '', by: by(actor.user), submitted: false })
          const version = await r.addRevision(entity, id, 'create', doc, by(actor.user))
          await workflow.audit(trx, actor, 'recordCreate', id, workflow.label(doc))
          return { id, version, state: 'draft' as const }
        })
      }
      const id = Number(body.id)
      await workflow.load(id)
      if (!(await kind.access.edit(db, actor.user, id))) throw new AppError('noPermission')
      if (body.version === undefined) throw badRequest('records.versionNeeded', {}, 'version')
      const { version, state } = await workflow.saveDraft(actor, id, body.version, body.doc)
      return { id, version, state }
    },

    /** Takes the record off the site; a later approval brings it back. */
    async archive(actor: RecordActor, id: number) {
      const record = await workflow.load(id)
      if (!(await kind.access.archive(db, actor.user, id))) throw new AppError('noPermission')
      const result = await workflow.change(id, undefined, async (trx, draft) => {
        await kind.archive(trx, id, nameOf(actor.user))
        const r = recordRepository(trx)
        const next = await r.addRevision(entity, id, 'archive', draft?.doc ?? record.doc, by(actor.user))
        await workflow.audit(trx, actor, 'recordArchive', id, workflow.label(record.doc))
        return { id, version: next, state: draft?.status ?? ('archived' as const) }
      })
      onPublic()
      return result
    },

    /**
     * Saves a list's order at once (kinds whose order is the list's): the people who may edit every
     * record named also review them, so an order has nothing to wait for. One audit line.
     */
    async reorder(actor: RecordActor, ids: readonly number[]) {
      if (!kind.reorder) throw notFound('records.notFound')
      const allowed = await Promise.all(ids.map((id) => kind.access.edit(db, actor.user, id)))
      if (allowed.includes(false)) throw new AppError('noPermission')
      const list = await db.transaction().execute(async (trx) => {
        const placed = await kind.reorder!(trx, ids, nameOf(actor.user))
        if (placed !== ids.length) throw badRequest('records.orderUnknown', {}, 'ids')
        await workflow.audit(trx, actor, 'recordReorder', null, ids.join(', ').slice(0, 200))
        return ids.map((id, index) => ({ id, sort: index + 1 }))
      })
      onPublic()
      return { list }
    },
  }
}
