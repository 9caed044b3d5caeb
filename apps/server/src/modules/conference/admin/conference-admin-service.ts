import {
  can,
  type AuditAction,
  type ConferenceCreateBody,
  type ConferenceCreateRet,
  type ConferenceDetail,
  type ConferenceDoc,
  type ConferenceListRet,
  type ConferenceSaveBody,
  type ConferenceScheduleBody,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { AppError, notFound } from '../../../http/app-error.js'
import { message } from '../../../i18n/messages.js'
import { longStringsIn, sanitizeAhead } from '../../../lib/sanitize-ahead.js'
import type { MenuService } from '../../menu/index.js'
import { workflowService, type RecordActor } from '../../records/index.js'
import { heldValues, presentConference } from './conference-admin-presenter.js'
import { conferenceAdminRepository, type ConferenceAdminRow } from './conference-admin-repository.js'
import { conferenceCreation } from './conference-create.js'
import { conferenceKind, conferenceRights, type CapacityChanged } from './conference-kind.js'

export type { CapacityChanged } from './conference-kind.js'

/** Who acts, from where: every change is written to the audit log in their name. */
export type ConferenceActor = RecordActor

/** The version the editor started from, as `updatedAt` carries it; anything else is no version there is. */
const versionOf = (updatedAt: string | undefined) =>
  updatedAt === undefined ? undefined : /^\d{1,10}$/.test(updatedAt) ? Number(updatedAt) : -1

/**
 * Conferences as staff edit them. Editing belongs to administrators and to editors granted
 * the conference's top section (or its own entry), approving to its reviewers; reading one also to its
 * conference reviewers. Saves go to the workflow's working copy (conference-kind); an approval writes
 * the public row. Every change is one transaction with its audit line; `onPublicChange` runs after a
 * commit that changed what visitors see.
 */

export function conferenceAdminService(
  db: Kysely<DB>,
  menu: MenuService,
  product: string,
  onPublicChange: (id?: number) => Promise<void>,
  capacityChanged: CapacityChanged,
) {
  const repo = conferenceAdminRepository(db)
  const kind = conferenceKind(menu, capacityChanged)
  /** The workflow's steps on a conference's working copy; a stale version names `updatedAt`, as the editor sends it. */
  const workflow = workflowService(
    db,
    kind,
    onPublicChange,
    () => new AppError('conflict', message('conferenceAdmin.stale'), { field: 'updatedAt' }),
  )

  const mayReview = (user: StaffUser, conferenceId: number) => can(user, 'conference.review', { conference: conferenceId })

  async function found(menuId: number): Promise<ConferenceAdminRow> {
    const row = await repo.one({ menuId })
    if (!row) throw notFound('conferenceAdmin.notFound')
    return row
  }

  async function detail(row: ConferenceAdminRow, user: StaffUser): Promise<ConferenceDetail> {
    const tree = await menu.staffTree()
    const node = tree.get(row.menu_id)
    const [status, held] = await Promise.all([workflow.status(row.id), repo.held(row.id)])
    return presentConference(row, status, {
      path: node?.path ?? '',
      held: heldValues(held, row.form_fields),
      registrations: held.total,
      may: conferenceRights(tree, user, row.menu_id),
      pages: (node?.children ?? []).map((c) => ({
        menuId: c.row.id,
        template: c.row.list_template,
        name: { zh: c.row.name_zh, en: c.row.name_en },
      })),
    })
  }

  /** Writes the working copy made from the current one; `line` words the audit line, null when nothing changed. */
  async function saveDraft(
    actor: ConferenceActor,
    menuId: number,
    updatedAt: string | undefined,
    next: (current: ConferenceDoc) => ConferenceDoc,
    line: (doc: ConferenceDoc, before: ConferenceDoc, row: ConferenceAdminRow) => { action: AuditAction; summary: string } | null,
  ) {
    const row = await found(menuId)
    await workflow.saveDraft(actor, { id: row.id, version: versionOf(updatedAt), doc: next }, (doc, before) => line(doc, before, row))
    return detail(row, actor.user)
  }

  return {
    workflow,

    async list(user: StaffUser): Promise<ConferenceListRet> {
      const [{ rows, counts }, tree] = await Promise.all([repo.all(), menu.staffTree()])
      const list = rows.flatMap((r) => {
        const edit = conferenceRights(tree, user, r.menu_id).edit
        const review = mayReview(user, r.id)
        if (!edit && !review) return []
        return [
          {
            id: r.id,
            menuId: r.menu_id,
            token: r.token,
            path: tree.get(r.menu_id)?.path ?? '',
            title: { zh: r.title_zh, en: r.title_en },
            startDate: r.start_date,
            endDate: r.end_date,
            registrationOpen: r.registration_open,
            capacity: r.capacity,
            counts: Object.fromEntries(counts.filter((c) => c.meeting_id === r.id).map((c) => [c.state, c.n])),
            mayEdit: edit,
            mayReview: review,
          },
        ]
      })
      return { list }
    },

    /** The working copy when there is one (`state` says so), else the public version. */
    async get(user: StaffUser, menuId: number): Promise<ConferenceDetail> {
      const row = await found(menuId)
      const rights = conferenceRights(await menu.staffTree(), user, menuId)
      if (!rights.edit && !rights.review && !mayReview(user, row.id)) throw new AppError('noPermission')
      return detail(row, user)
    },

    /** A transition of the runner from no conference to one in draft: it writes the first revision and the audit line. */
    async create(actor: ConferenceActor, body: ConferenceCreateBody): Promise<ConferenceCreateRet> {
      const creation = conferenceCreation(product, kind, body)
      const created = await workflow.runner.create(creation, actor, body)
      await onPublicChange()
      return { menuId: creation.menuId(), id: created.id }
    },

    /** Saves texts, settings, mail templates and form into the working copy; the programme stays as it is there. */
    async save(actor: ConferenceActor, body: ConferenceSaveBody): Promise<ConferenceDetail> {
      const { menuId, updatedAt, lang: _lang, ...settings } = body
      // Long texts are cleaned off the event loop before the save's transaction, which takes the results.
      await sanitizeAhead(longStringsIn([settings.zh, settings.en]))
      return saveDraft(
        actor,
        Number(menuId),
        updatedAt,
        (current) => ({ ...settings, days: current.days }),
        (doc, before, row) => {
          const changed = changedKeys(before, doc)
          // A save that changes nothing writes nothing, not even an audit line.
          return changed.length ? { action: 'conferenceSave', summary: `${row.title_zh} (${row.token}): ${changed.join(', ')}` } : null
        },
      )
    },

    /** Saves the whole programme into the working copy. */
    async schedule(actor: ConferenceActor, body: ConferenceScheduleBody): Promise<ConferenceDetail> {
      return saveDraft(
        actor,
        Number(body.menuId),
        body.updatedAt,
        (current) => ({ ...current, days: body.days }),
        (doc, before, row) => {
          if (canonical(doc.days) === canonical(before.days)) return null
          const sessions = doc.days.reduce((n, d) => n + d.sessions.length, 0)
          return { action: 'conferenceSchedule', summary: `${row.title_zh} (${row.token}): ${doc.days.length} days, ${sessions} sessions` }
        },
      )
    },
  }
}

/** What a save changed, for the audit line (names only: texts can be long), e.g. `en.venue, capacity, formFields`. */
function changedKeys(before: ConferenceDoc, after: ConferenceDoc): string[] {
  const differ = (a: unknown, b: unknown) => canonical(a) !== canonical(b)
  return (Object.keys(after) as (keyof ConferenceDoc)[]).flatMap((key) => {
    if (key === 'zh' || key === 'en')
      return (Object.keys(after[key]) as (keyof ConferenceDoc['zh'])[])
        .filter((k) => differ(before[key][k], after[key][k]))
        .map((k) => `${key}.${k}`)
    return differ(before[key], after[key]) ? [key] : []
  })
}
export type ConferenceAdminService = ReturnType<typeof conferenceAdminService>

/** JSON with every object's keys sorted, so two spellings of one value compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
