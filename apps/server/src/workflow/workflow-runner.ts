import { STAFF_ACCESS, type AuditAction, type AuditEntity, type StaffUser } from '@ibr/contract/staff'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema.js'
import type { AppError, MessageKey } from '../http/app-error.js'
import { recordActorAudit } from '../modules/audit/index.js'
import { itemLockRepository } from './item-lock-repository.js'

/** Who acts, from where: every step is written to the audit log in their name. */
export interface Actor {
  user: StaffUser
  address: string
}

/** The permission of the staff call that takes a step; each kind says who holds it for one of its items (sections, teams, conferences). */
export type StepPermission = (typeof STAFF_ACCESS)[StaffCallPath]['permission']
/** The path of a staff call that declares its access. */
export type StaffCallPath = keyof typeof STAFF_ACCESS

/**
 * How a step treats the version it was started from: `required` refuses a missing one, `ifGiven`
 * checks one when sent, `ignored` acts on whatever is current (archiving, restoring an old revision).
 */
export type VersionRule = 'required' | 'ifGiven' | 'ignored'

/**
 * Where one transition of a kind may start and where it leads, as the kind's table declares it:
 * the runner refuses the transition from any other state (with `refusal`, the kind's message for
 * it), and commits `to` as the item's new state. Without `to` the step's change says where it ends
 * (an article's languages move one by one; archiving a record keeps its working copy's state).
 */
export interface TableEntry<State extends string> {
  from: readonly State[]
  to?: State
  refusal?: MessageKey
}

/** A kind's states and transitions, for a person to read and for the runner to hold each step to. */
export interface StateTable<State extends string, Name extends string> {
  states: readonly State[]
  /** From no item: the state a new item starts in (kinds whose items the runner creates). */
  create?: { to: State }
  transitions: Record<Name, TableEntry<State>>
}

/**
 * The first transition of an item, from none: it checks what it is given (the call's `permission`
 * on where the item will be) and writes the item's public row; the runner writes its working copy
 * in state `to`, its first revision and its audit line.
 */
export interface Creation<Input, Change, State extends string> {
  call: StaffCallPath
  to: State
  apply(step: {
    trx: Transaction<DB>
    input: Input
    actor: Actor
    permission: StepPermission
  }): Promise<{ id: number; change: Change; audit: { action: AuditAction; summary: string } }>
}

/** One item as a step sees it, read under the item's lock. */
export interface StepContext<Item, Input> {
  trx: Transaction<DB>
  item: Item
  input: Input
  actor: Actor
}

/**
 * What a step did: the kind's description of the change it commits, and the audit line that names
 * it (none for an edit of a working copy, which its revision already records).
 */
export type StepResult<Change, Ret> =
  | { change: Change; audit?: { action: AuditAction; summary: string } }
  /** Nothing to do (a save that changes nothing, an archive of an archived item): no revision, no audit line, no announcement. */
  | { unchanged: Ret }

/**
 * One transition of a kind, as data: the right it needs, how it checks the version, what must hold
 * (each guard throws its refusal, in order), the change it makes, and whether the public site shows
 * the result. The runner does everything around it the same way for every kind.
 */
export interface Transition<Item, Input, Change, Ret, State extends string = string> extends TableEntry<State> {
  /** The staff call that takes this step: its declared permission is the right the step needs, on this item. */
  call: StaffCallPath
  version: VersionRule
  guards: readonly ((step: StepContext<Item, Input>) => void | Promise<void>)[]
  apply(step: StepContext<Item, Input>): Promise<StepResult<Change, Ret>>
  /** The public site shows what this step commits: caches are cleared once it has committed. */
  announces: boolean
}

/** What a family of kinds gives the runner: how its items are read, checked and changed. */
export interface WorkflowItems<Item, Change, Ret, State extends string = string> {
  entity: AuditEntity
  /** The state the kind's table names the item by. */
  stateOf(item: Item): State
  /** The refusal of a step from a state its table does not declare it from (`refusal`, else the kind's own). */
  wrongState(refusal: MessageKey | undefined): AppError
  /**
   * Takes the lock a step holds until its transaction ends; without it, the runner's item lock
   * (`lockItem`). A kind whose steps count something shared (a conference's places) locks that.
   */
  lock?(trx: Transaction<DB>, id: number): Promise<void>
  /** The item a step starts from, read in the step's transaction after its lock; throws notFound. */
  load(trx: Transaction<DB>, id: number): Promise<Item>
  may(trx: Transaction<DB>, user: StaffUser, permission: StepPermission, item: Item): Promise<boolean>
  /** The refusal of a person without the right. */
  refusal(): AppError
  /** Throws when `version` is not the item's current one (or, undefined, where one is needed); none for a kind without versions. */
  checkVersion?(trx: Transaction<DB>, item: Item, version: number | undefined): Promise<void>
  /** Writes the change, in state `to` where the table names one, as the item's new revision; answers what the caller gets back. */
  commit(trx: Transaction<DB>, item: Item, change: Change, actor: Actor, to: State | undefined): Promise<Ret>
  /** What the audit line names the item by; without it, its id. */
  auditTarget?(item: Item): string | number
  /**
   * What a committed change brings about, in the step's transaction once its state and audit line are
   * written (the registrant's mail, the waiting list moving up); answers what the caller gets back.
   */
  followUp?(trx: Transaction<DB>, item: Item, actor: Actor, committed: Ret): Promise<Ret>
  /** Writes a new item's working copy in state `to` and its first revision; none for a kind whose items the runner does not create. */
  created?(trx: Transaction<DB>, id: number, change: Change, actor: Actor, to: State): Promise<Ret>
}

/** A kind's part the runner needs and the kind does not have: a programming error, never a visitor's. */
const missing = (entity: AuditEntity, part: string) => new Error(`${entity} items have no ${part}`)

/**
 * Every step of every kind takes one item's lock the same way: a transaction-scoped advisory lock
 * on its kind and id. It also serialises the first change of an item that has no working copy yet,
 * which a row lock cannot (there is no row to lock).
 */
export async function lockItem(trx: Kysely<DB>, lockName: string, id: number | 'list'): Promise<void> {
  await itemLockRepository(trx).lock(`workflow:${lockName}:${id}`)
}

/**
 * The one workflow runner: locks the item, loads it, checks the right and the version, refuses a
 * step its table does not declare from the item's state, runs the guards, applies the change,
 * commits it in the table's state with its revision and audit line, lets the kind follow it up in
 * the same transaction, and only after the transaction has committed announces (awaited) a public
 * change, so no read can put the old content back in a cache between the announcement and the commit.
 */
export function workflowRunner<Item, Change, Ret, State extends string>(
  db: Kysely<DB>,
  lockName: string,
  items: WorkflowItems<Item, Change, Ret, State>,
  onPublicChange: (id: number) => Promise<void>,
) {
  const audit = (trx: Transaction<DB>, actor: Actor, id: string | number | null, line: { action: AuditAction; summary: string }) =>
    recordActorAudit(trx, actor, {
      action: line.action,
      entity: items.entity,
      entityId: id,
      summary: line.summary,
    })

  /** A create, in its own transaction or in the caller's (`within`: several items made at once). */
  async function create<Input>(
    creation: Creation<Input, Change, State>,
    actor: Actor,
    input: Input,
    within?: Transaction<DB>,
  ): Promise<Ret> {
    const work = async (trx: Transaction<DB>) => {
      if (!items.created) throw missing(items.entity, 'creation')
      const made = await creation.apply({ trx, input, actor, permission: STAFF_ACCESS[creation.call].permission })
      await lockItem(trx, lockName, made.id)
      const ret = await items.created(trx, made.id, made.change, actor, creation.to)
      await audit(trx, actor, made.id, made.audit)
      return ret
    }
    return within ? work(within) : db.transaction().execute(work)
  }

  async function run<Input>(
    transition: Transition<Item, Input, Change, Ret, State>,
    id: number,
    version: number | undefined,
    actor: Actor,
    input: Input,
  ): Promise<Ret> {
    const { ret, changed } = await db.transaction().execute(async (trx) => {
      await (items.lock ? items.lock(trx, id) : lockItem(trx, lockName, id))
      const item = await items.load(trx, id)
      if (!(await items.may(trx, actor.user, STAFF_ACCESS[transition.call].permission, item))) throw items.refusal()
      if (transition.version === 'required' || (transition.version === 'ifGiven' && version !== undefined)) {
        if (!items.checkVersion) throw missing(items.entity, 'versions')
        await items.checkVersion(trx, item, version)
      }
      if (!transition.from.includes(items.stateOf(item))) throw items.wrongState(transition.refusal)
      const step = { trx, item, input, actor }
      for (const guard of transition.guards) await guard(step)
      const result = await transition.apply(step)
      if ('unchanged' in result) return { ret: result.unchanged, changed: false }
      const committed = await items.commit(trx, item, result.change, actor, transition.to)
      if (result.audit) await audit(trx, actor, items.auditTarget ? items.auditTarget(item) : id, result.audit)
      return { ret: items.followUp ? await items.followUp(trx, item, actor, committed) : committed, changed: true }
    })
    if (changed && transition.announces) await onPublicChange(id)
    return ret
  }

  /**
   * A step on the kind's whole list (an order) rather than one item: under the list's lock, with one
   * audit line naming no item, announced (`announce`) only after the commit, as an item's step is.
   */
  async function onList<R>(
    actor: Actor,
    work: (trx: Transaction<DB>) => Promise<{ ret: R; audit: { action: AuditAction; summary: string } }>,
    announce: () => Promise<void>,
  ): Promise<R> {
    const ret = await db.transaction().execute(async (trx) => {
      await lockItem(trx, lockName, 'list')
      const done = await work(trx)
      await audit(trx, actor, null, done.audit)
      return done.ret
    })
    await announce()
    return ret
  }

  return { run, create, onList }
}
