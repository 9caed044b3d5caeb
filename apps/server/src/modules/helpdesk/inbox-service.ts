import { EMAIL, type Lang } from '@ibr/contract'
import {
  HELPDESK_STATES,
  type HelpdeskBulkBody,
  type HelpdeskGetRet,
  type HelpdeskListBody,
  type HelpdeskListRet,
  type HelpdeskNote,
  type HelpdeskNoteBody,
  type HelpdeskRow,
  type HelpdeskState,
  type HelpdeskUpdateBody,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { badRequest, notFound } from '../../http/app-error.js'
import { eachItem } from '../../lib/each-item.js'
import { recordActorAudit } from '../audit/index.js'
import { notify } from '../notifications/index.js'
import { inboxRepository, type InboxRow } from './inbox-repository.js'

/** Who acts, from where: changes are written to the audit log in their name. */
export interface InboxActor {
  user: StaffUser
  address: string
}

/** A reply just written, for whoever sends it on (the reporter's e-mail). */
export interface InboxReply {
  ticket: string
  to: string
  lang: Lang
  body: string
  reporter: string
}

const SUMMARY_LENGTH = 120

const staffName = (user: StaffUser) => user.name || user.username
const emailOf = (contact: string) => (EMAIL.test(contact.trim()) ? contact.trim() : null)
const summaryOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1)}…` : flat
}

function presentRow(row: InboxRow): HelpdeskRow {
  return {
    ticket: row.ticket,
    kind: row.kind,
    category: row.category,
    summary: summaryOf(row.text),
    reporter: row.reporter,
    state: row.state,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    lang: row.lang,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

const presentNote = (n: { id: number; author_name: string; body: string; reply: boolean; created_at: Date }): HelpdeskNote => ({
  id: n.id,
  author: n.author_name,
  body: n.body,
  reply: n.reply,
  createdAt: n.created_at.toISOString(),
})

/**
 * The services office's inbox: every fault report and feedback message the public forms
 * sent, assigned, moved through its states, annotated, and answered by e-mail in the reporter's
 * language. `onReply` is told of each reply once it is stored (the e-mail goes out from there).
 */
export function inboxService(db: Kysely<DB>, onReply: (reply: InboxReply, trx: Kysely<DB>) => Promise<void>) {
  const repo = inboxRepository(db)
  const noTicket = () => notFound('helpdesk.ticketNotFound')

  return {
    async list(body: Omit<HelpdeskListBody, 'lang'>, user: StaffUser): Promise<HelpdeskListRet> {
      const page = body.page ?? 1
      const pageSize = body.pageSize ?? 20
      const assigneeId = body.assignee === 'me' ? user.id : body.assignee === 'none' ? 0 : body.assignee
      const [{ rows, total, perState }, assignees] = await Promise.all([
        repo.list({ ...body, assigneeId }, page, pageSize),
        repo.assignable(),
      ])
      const counts = Object.fromEntries(HELPDESK_STATES.map((s) => [s, perState.find((p) => p.state === s)?.n ?? 0]))
      return { total, counts, list: rows.map(presentRow), assignees }
    },

    async get(ticket: string): Promise<HelpdeskGetRet> {
      const row = await repo.find(ticket)
      if (!row) throw noTicket()
      const [notes, assignees] = await Promise.all([repo.notes(row.kind, row.id), repo.assignable()])
      return {
        item: {
          ...presentRow(row),
          contact: row.contact,
          place: row.place,
          text: row.text,
          screenshot: row.screenshot_mime,
          email: emailOf(row.contact),
        },
        notes: notes.map(presentNote),
        assignees,
      }
    },

    /** The screenshot's file, for the route to stream. */
    async screenshot(ticket: string) {
      const file = await repo.screenshot(ticket)
      if (!file) throw notFound('helpdesk.noScreenshot')
      return file
    },

    async update(actor: InboxActor, body: Omit<HelpdeskUpdateBody, 'lang'>): Promise<HelpdeskRow> {
      return db.transaction().execute(async (trx) => {
        const r = inboxRepository(trx)
        const row = await r.lock(body.ticket)
        if (!row) throw noTicket()
        const set: { state?: HelpdeskState; assignee_id?: number | null } = {}
        if (body.state !== undefined && body.state !== row.state) set.state = body.state
        if (body.assigneeId !== undefined) {
          if (body.assigneeId !== null && !(await r.assignable()).some((p) => p.id === body.assigneeId)) {
            throw badRequest('helpdesk.notAssignable', {}, 'assigneeId')
          }
          if (body.assigneeId !== row.assignee_id) set.assignee_id = body.assigneeId
        }
        // Nothing that differs: no write, no audit line saying nothing changed.
        if (Object.keys(set).length === 0) return presentRow(row)
        await r.update(row.kind, row.id, set)
        if (set.assignee_id) {
          await notify(trx, {
            kind: 'helpdeskAssigned',
            action: 'assigned',
            actorId: actor.user.id,
            audience: { permission: 'helpdesk.manage', userIds: [set.assignee_id] },
            link: `/helpdesk?ticket=${row.ticket}`,
            title: { zh: row.ticket, en: row.ticket },
          })
        }
        const after = (await r.find(body.ticket))!
        const changes = [
          set.state !== undefined ? `state ${row.state} → ${set.state}` : '',
          set.assignee_id !== undefined ? `assignee ${row.assignee_name ?? '—'} → ${after.assignee_name ?? '—'}` : '',
        ].filter(Boolean)
        await recordActorAudit(trx, actor, {
          action: 'helpdeskUpdate',
          entity: row.kind,
          entityId: row.ticket,
          summary: changes.join('; '),
        })
        return presentRow(after)
      })
    },

    /**
     * Several reports assigned to one person or resolved, each through `update`: its lock, its checks
     * and its audit line. An assignment without the person is refused whole, before anything changes.
     */
    bulk(actor: InboxActor, body: Omit<HelpdeskBulkBody, 'lang'>) {
      if (body.action === 'assign' && body.assigneeId === undefined)
        throw badRequest('param.required', { field: 'assigneeId' }, 'assigneeId')
      const change = body.action === 'assign' ? { assigneeId: body.assigneeId } : { state: 'resolved' as const }
      return eachItem(
        body.ids.map((id) => ({ id })),
        ({ id }) => this.update(actor, { ticket: id, ...change }),
      )
    },

    /**
     * An internal note, or a reply to the reporter: a reply needs an e-mail address to go to, and
     * puts a report still being worked on into "waiting for the reporter".
     */
    async note(actor: InboxActor, body: Omit<HelpdeskNoteBody, 'lang'>): Promise<HelpdeskNote> {
      const text = body.body.trim()
      if (!text) throw badRequest('helpdesk.emptyNote', {}, 'body')
      return db.transaction().execute(async (trx) => {
        const r = inboxRepository(trx)
        const row = await r.lock(body.ticket)
        if (!row) throw noTicket()
        const to = emailOf(row.contact)
        if (body.reply && !to) throw badRequest('helpdesk.noEmail', {}, 'reply')
        const note = await r.addNote({
          report_kind: row.kind,
          report_id: row.id,
          author_id: actor.user.id,
          author_name: staffName(actor.user),
          body: text,
          reply: body.reply,
        })
        await r.update(row.kind, row.id, body.reply && (row.state === 'new' || row.state === 'progress') ? { state: 'waiting' } : {})
        if (body.reply && to) {
          await recordActorAudit(trx, actor, {
            action: 'helpdeskReply',
            entity: row.kind,
            entityId: row.ticket,
            summary: `to ${to}`,
          })
          await onReply({ ticket: row.ticket, to, lang: row.lang === 'en' ? 'en' : 'zh', body: text, reporter: row.reporter }, trx)
        }
        return presentNote(note)
      })
    },
  }
}

export type InboxService = ReturnType<typeof inboxService>
