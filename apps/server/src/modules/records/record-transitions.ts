import { STAFF_ACCESS, type AuditAction, type RecordState, type StaffUser, type WorkflowEntity } from '@ibr/contract/staff'
import type { Transaction } from 'kysely'
import { isAdministrator } from '../../auth/administrator.js'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { notOwnChange, ownChangeNote } from '../../workflow/own-change.js'
import type { Actor, StaffCallPath, StepPermission, Transition, WorkflowItems } from '../../workflow/workflow-runner.js'
import type { RecordKind, PublicRecord, WorkflowKind } from './record-kind.js'
import { recordRepository, type DraftRow } from './record-repository.js'
import { RECORD_WORKFLOW, type RecordTransitionName } from './record-workflow.js'
import { notify } from '../notifications/index.js'

/** A record as a step sees it: its public row, its working copy if any, and its version. */
export interface RecordItem<Doc> {
  id: number
  record: PublicRecord<Doc>
  draft: DraftRow | undefined
  version: number
}

/**
 * What a step leaves of the working copy: written anew, sent on (its review comment, who submitted
 * it), dropped (published), or as it was. Its state is the one the table leads to (RECORD_WORKFLOW).
 */
type DraftChange<Doc> = { put: Doc } | { moved: { comment: string; submitted: boolean } } | 'drop' | 'keep'

export interface RecordChange<Doc> {
  /** The revision's action as the revision list shows it. */
  action: string
  /** The document the revision keeps. */
  doc: Doc
  draft: DraftChange<Doc>
}

export interface RecordStepRet {
  id: number
  version: number
  state: RecordState
}

/** A save's audit line when the kind words it (conferences name what changed); null: nothing changed. */
export type SaveAudit<Doc> = (doc: Doc, before: Doc) => { action: AuditAction; summary: string } | null

export interface SaveInput<Doc> {
  doc: Doc | ((current: Doc) => Doc)
  saveAudit?: SaveAudit<Doc>
}

const nameOf = (user: StaffUser) => user.name || user.username
export const by = (user: StaffUser) => ({ id: user.id, name: nameOf(user) })

/** The working copy's document, else the public one. */
const current = <Doc>(item: RecordItem<Doc>) => (item.draft?.doc as Doc | undefined) ?? item.record.doc
const stateOf = <Doc>(item: RecordItem<Doc>): RecordState => item.draft?.status ?? item.record.status

/** The name of a record in lists and audit lines. */
export const labelOf =
  <Doc>(kind: WorkflowKind<Doc>) =>
  (doc: Doc) => {
    const name = kind.name(doc)
    return (name.zh || name.en).slice(0, 200)
  }

type Action = RecordTransitionName | 'reorder'

/** The staff call of a kind's step: the same calls under every kind's path (`/api/staff/{entity}/…`). */
export const callOf = (entity: WorkflowEntity, action: Action) => `/api/staff/${entity}/${action}` as StaffCallPath

/** Which of a kind's access rules a call's permission asks for: the rule its edit, review or archive call is declared with. */
const RULE_CALLS = { edit: 'save', review: 'approve', archive: 'archive' } as const
/** Looked up by a kind's path, which may name no call: conferences have no archive call. */
const DECLARED: Partial<Record<string, { permission: StepPermission }>> = STAFF_ACCESS
function rightOf(entity: WorkflowEntity, permission: StepPermission): keyof typeof RULE_CALLS | undefined {
  const declared = (right: keyof typeof RULE_CALLS) => DECLARED[callOf(entity, RULE_CALLS[right])]
  return (Object.keys(RULE_CALLS) as (keyof typeof RULE_CALLS)[]).find((right) => declared(right)?.permission === permission)
}

/** How the runner reads, checks and changes the records of one kind. */
export function recordItems<Doc>(
  kind: WorkflowKind<Doc>,
  stale: () => AppError,
): WorkflowItems<RecordItem<Doc>, RecordChange<Doc>, RecordStepRet, RecordState> {
  const entity = kind.entity
  /** Writes a change of the working copy in `state`, and its revision. */
  async function write(trx: Transaction<DB>, id: number, change: RecordChange<Doc>, actor: Actor, state: RecordState) {
    const r = recordRepository(trx)
    const { draft } = change
    if (draft === 'drop') await r.dropDraft(entity, id)
    else if (draft !== 'keep') {
      if (state !== 'draft' && state !== 'review') throw new Error(`a working copy cannot be ${state}`)
      if ('put' in draft) await r.putDraft(entity, id, { doc: draft.put, status: state, comment: '', by: by(actor.user), submitted: false })
      else
        await r.setState(entity, id, {
          status: state,
          comment: draft.moved.comment,
          submittedBy: draft.moved.submitted ? by(actor.user) : null,
        })
    }
    const version = await r.addRevision(entity, id, change.action, change.doc, by(actor.user))
    return { id, version, state }
  }
  return {
    entity,
    stateOf,
    wrongState: (refusal) => badRequest(refusal ?? 'records.notInReview'),
    async load(trx, id) {
      const record = await kind.read(trx, id)
      if (!record) throw notFound('records.notFound')
      const r = recordRepository(trx)
      const [draft, version] = await Promise.all([r.draft(entity, id), r.version(entity, id)])
      return { id, record, draft, version }
    },
    may(trx, user, permission, item) {
      const right = rightOf(kind.entity, permission)
      if (right === 'archive') return (kind as Partial<RecordKind<Doc>>).access?.archive?.(trx, user, item.id) ?? Promise.resolve(false)
      return right ? kind.access[right](trx, user, item.id) : Promise.resolve(false)
    },
    refusal: () => new AppError('noPermission'),
    async checkVersion(_trx, item, version) {
      if (version === undefined) throw badRequest('records.versionNeeded', {}, 'version')
      if (version !== item.version) throw stale()
    },
    async commit(trx: Transaction<DB>, item, change, actor, to) {
      // Without a state of the table's (archiving), the record keeps its working copy's, else is archived.
      return write(trx, item.id, change, actor, to ?? item.draft?.status ?? 'archived')
    },
    created: (trx, id, change, actor, to) => write(trx, id, change, actor, to),
  }
}

type Step<Doc, Input> = Transition<RecordItem<Doc>, Input, RecordChange<Doc>, RecordStepRet, RecordState>
const TABLE = RECORD_WORKFLOW.transitions

/** A decision needs a working copy (a public row's own state is none); one still in draft is an administrator's to approve. */
const decidable = <Doc>({ item, actor }: { item: RecordItem<Doc>; actor: { user: StaffUser } }) => {
  if (!item.draft || (item.draft.status === 'draft' && !isAdministrator(actor.user))) throw badRequest('records.notInReview')
}

/** Who made or sent the change in review. */
const authors = <Doc>(item: RecordItem<Doc>) => [item.draft?.updated_by_id, item.draft?.submitted_by_id]

/** The transitions of every record kind (teams, facilities, FAQ, quick links, conferences), as data. */
export function recordTransitions<Doc>(kind: WorkflowKind<Doc>) {
  const label = labelOf(kind)
  /** What staff are told a record is; who may see it is the kind's own access rule (its editors of this round for a decision). */
  const about = (trx: Transaction<DB>, item: RecordItem<Doc>, right: 'edit' | 'review') => ({
    link: kind.entity === 'conference' ? '/conferences' : `/records/${kind.entity}/${item.id}`,
    title: kind.name(current(item)),
    audience: {
      permission: 'signedIn' as const,
      userIds: right === 'edit' ? [item.draft?.updated_by_id, item.draft?.submitted_by_id].filter((id) => id != null) : undefined,
      may: (user: StaffUser) => kind.access[right](trx, user, item.id),
    },
  })
  const clean = (step: { trx: Transaction<DB>; item: RecordItem<Doc>; actor: { user: StaffUser } }, doc: Doc) =>
    kind.clean(step.trx, doc, { user: step.actor.user, id: step.item.id })

  const save: Step<Doc, SaveInput<Doc>> = {
    ...TABLE.save,
    call: callOf(kind.entity, 'save'),
    version: 'ifGiven',
    guards: [],
    announces: false,
    async apply(step) {
      const before = current(step.item)
      const given = step.input.doc
      const doc = await clean(step, typeof given === 'function' ? (given as (current: Doc) => Doc)(before) : given)
      const audit = step.input.saveAudit ? step.input.saveAudit(doc, before) : { action: 'recordSave' as const, summary: label(doc) }
      if (!audit) return { unchanged: { id: step.item.id, version: step.item.version, state: stateOf(step.item) } }
      return { change: { action: 'save', doc, draft: { put: doc } }, audit }
    },
  }

  const submit: Step<Doc, void> = {
    ...TABLE.submit,
    call: callOf(kind.entity, 'submit'),
    version: 'required',
    guards: [
      ({ item }) => {
        if (!item.draft) throw badRequest('records.nothingToSubmit')
      },
    ],
    announces: false,
    async apply({ trx, item, actor }) {
      await notify(trx, { kind: 'reviewRequested', action: 'submitted', actorId: actor.user.id, ...about(trx, item, 'review') })
      return {
        change: {
          action: 'submit',
          doc: current(item),
          draft: { moved: { comment: '', submitted: true } },
        },
        audit: { action: 'recordSubmit', summary: label(current(item)) },
      }
    },
  }

  const approve: Step<Doc, void> = {
    ...TABLE.approve,
    call: callOf(kind.entity, 'approve'),
    version: 'required',
    guards: [decidable, notOwnChange(authors, 'records.ownChange')],
    announces: true,
    async apply(step) {
      // The document was checked when saved; what changed since (a picture, a paper, registrations) is checked again here.
      const doc = await clean(step, current(step.item))
      await kind.publish(step.trx, step.item.id, doc, nameOf(step.actor.user))
      const own = ownChangeNote(authors(step.item), step.actor.user)
      await notify(step.trx, {
        kind: 'reviewDecided',
        action: 'approved',
        actorId: step.actor.user.id,
        ...about(step.trx, step.item, 'edit'),
      })
      return {
        change: { action: 'approve', doc, draft: 'drop' },
        audit: { action: 'recordApprove', summary: `${label(doc)}${own}` },
      }
    },
  }

  const reject: Step<Doc, { comment: string }> = {
    ...TABLE.reject,
    call: callOf(kind.entity, 'reject'),
    version: 'required',
    guards: [decidable],
    announces: false,
    async apply({ trx, item, input, actor }) {
      const detail = input.comment
      await notify(trx, { kind: 'reviewDecided', action: 'sentBack', actorId: actor.user.id, detail, ...about(trx, item, 'edit') })
      return {
        change: {
          action: 'reject',
          doc: current(item),
          draft: { moved: { comment: input.comment, submitted: false } },
        },
        audit: { action: 'recordReject', summary: `${label(current(item))}: ${input.comment}` },
      }
    },
  }

  const restore: Step<Doc, { revision: number }> = {
    ...TABLE.restore,
    call: callOf(kind.entity, 'restore'),
    version: 'ignored',
    guards: [],
    announces: false,
    async apply(step) {
      const found = await recordRepository(step.trx).revision(kind.entity, step.item.id, step.input.revision)
      if (!found) throw notFound('records.noRevision')
      const doc = await clean(step, found.doc as Doc)
      return {
        change: { action: `restore ${step.input.revision}`, doc, draft: { put: doc } },
        audit: { action: 'recordRestore', summary: `${label(doc)} (revision ${step.input.revision})` },
      }
    },
  }

  const archive: Step<Doc, void> = {
    ...TABLE.archive,
    call: callOf(kind.entity, 'archive'),
    version: 'ignored',
    guards: [],
    announces: true,
    async apply({ trx, item, actor }) {
      await (kind as RecordKind<Doc>).archive(trx, item.id, nameOf(actor.user))
      return {
        change: { action: 'archive', doc: current(item), draft: 'keep' },
        audit: { action: 'recordArchive', summary: label(item.record.doc) },
      }
    },
  }

  return { save, submit, approve, reject, restore, archive }
}
