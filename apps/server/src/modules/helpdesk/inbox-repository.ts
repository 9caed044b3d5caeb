import { ROLE, type HelpdeskKind, type HelpdeskListBody, type HelpdeskState } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

const likeOf = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A report of either kind, in the inbox's one shape. */
export interface InboxRow {
  kind: HelpdeskKind
  id: number
  ticket: string
  category: string
  text: string
  reporter: string
  contact: string
  place: string
  screenshot_id: string | null
  screenshot_mime: string | null
  lang: string
  state: HelpdeskState
  assignee_id: number | null
  assignee_name: string | null
  access_key: string | null
  created_at: Date
  updated_at: Date
}

export interface InboxFilter extends Omit<HelpdeskListBody, 'lang' | 'assignee' | 'page' | 'pageSize'> {
  /** A staff id, or 0 for the unassigned. */
  assigneeId?: number
}

/** The columns both kinds of report keep alike: where each stands in the inbox. */
const REPORT_STATE_COLUMNS = ['lang', 'state', 'assignee_id', 'access_key', 'created_at', 'updated_at'] as const

const TABLE: Record<HelpdeskKind, 'fault_report' | 'feedback'> = { fault: 'fault_report', feedback: 'feedback' }

/**
 * The services office's inbox: fault reports and feedback side by side. Both tables keep their own
 * columns (the public forms write them); the inbox reads them through one union. Takes a transaction as well.
 */
export function inboxRepository(db: Kysely<DB>) {
  const reports = () => {
    const faults = db
      .selectFrom('fault_report')
      .select([
        sql<HelpdeskKind>`'fault'`.as('kind'),
        'id',
        'ticket',
        'category',
        'description as text',
        'reporter',
        'contact',
        'place',
        'screenshot_id',
        ...REPORT_STATE_COLUMNS,
      ])
    const feedback = db
      .selectFrom('feedback')
      .select([
        sql<HelpdeskKind>`'feedback'`.as('kind'),
        'id',
        'ticket',
        'kind as category',
        'content as text',
        'name as reporter',
        'contact',
        sql<string>`''`.as('place'),
        sql<string | null>`null`.as('screenshot_id'),
        ...REPORT_STATE_COLUMNS,
      ])
    return db
      .selectFrom(faults.unionAll(feedback).as('r'))
      .leftJoin('staff_user as u', 'u.id', 'r.assignee_id')
      .leftJoin('file as f', 'f.id', 'r.screenshot_id')
      .selectAll('r')
      .select([sql<string | null>`nullif(coalesce(nullif(u.name, ''), u.username), '')`.as('assignee_name'), 'f.mime as screenshot_mime'])
  }

  const filtered = (filter: InboxFilter) => {
    let q = reports()
    if (filter.kind) q = q.where('r.kind', '=', filter.kind)
    if (filter.assigneeId !== undefined) {
      q = filter.assigneeId === 0 ? q.where('r.assignee_id', 'is', null) : q.where('r.assignee_id', '=', filter.assigneeId)
    }
    for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
      const like = likeOf(word)
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['r.ticket']), 'like', like),
          eb(eb.fn('lower', ['r.reporter']), 'like', like),
          eb(eb.fn('lower', ['r.contact']), 'like', like),
          eb(eb.fn('lower', ['r.text']), 'like', like),
        ]),
      )
    }
    return q
  }

  return {
    async list(filter: InboxFilter, page: number, pageSize: number) {
      const all = filtered(filter)
      let shown = all
      if (filter.state === 'open') shown = shown.where('r.state', '!=', 'resolved')
      else if (filter.state) shown = shown.where('r.state', '=', filter.state)
      const [rows, total, perState] = await Promise.all([
        shown
          .orderBy('r.created_at', 'desc')
          .orderBy('r.ticket', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        shown
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        all
          .clearSelect()
          .select(['r.state', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('r.state')
          .execute(),
      ])
      return { rows: rows as InboxRow[], total: Number(total.n), perState: perState.map((s) => ({ state: s.state, n: Number(s.n) })) }
    },

    async find(ticket: string): Promise<InboxRow | undefined> {
      return (await reports().where('r.ticket', '=', ticket).executeTakeFirst()) as InboxRow | undefined
    },

    /** The report, locked until the transaction ends, so two changes to it are made one after the other. */
    async lock(ticket: string): Promise<InboxRow | undefined> {
      for (const kind of ['fault', 'feedback'] as const) {
        const row = await db.selectFrom(TABLE[kind]).select('id').where('ticket', '=', ticket).forUpdate().executeTakeFirst()
        if (row) return this.find(ticket)
      }
      return undefined
    },

    async update(kind: HelpdeskKind, id: number, set: { state?: HelpdeskState; assignee_id?: number | null }) {
      await db
        .updateTable(TABLE[kind])
        .set({ ...set, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute()
    },

    /** A fault report's screenshot file, whatever its visibility (a claimed screenshot is private). */
    screenshot(ticket: string) {
      return db
        .selectFrom('fault_report as r')
        .innerJoin('file as f', 'f.id', 'r.screenshot_id')
        .where('r.ticket', '=', ticket)
        .select(['f.sha256', 'f.mime', 'f.size'])
        .executeTakeFirst()
    },

    notes(kind: HelpdeskKind, id: number) {
      return db
        .selectFrom('helpdesk_note')
        .select(['id', 'author_name', 'body', 'reply', 'created_at'])
        .where('report_kind', '=', kind)
        .where('report_id', '=', id)
        .orderBy('id')
        .execute()
    },

    addNote(row: { report_kind: HelpdeskKind; report_id: number; author_id: number; author_name: string; body: string; reply: boolean }) {
      return db
        .insertInto('helpdesk_note')
        .values(row)
        .returning(['id', 'author_name', 'body', 'reply', 'created_at'])
        .executeTakeFirstOrThrow()
    },

    /** Active staff who may work in the inbox: administrators and super users. */
    assignable() {
      return db
        .selectFrom('staff_user as u')
        .where('u.active', '=', true)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb.selectFrom('staff_role as r').select('r.code').whereRef('r.user_id', '=', 'u.id').where('r.code', '=', ROLE.admin),
            ),
            sql<boolean>`'99' = any(string_to_array(replace(u.user_type, ' ', ''), ','))`,
          ]),
        )
        .select(['u.id', sql<string>`coalesce(nullif(u.name, ''), u.username)`.as('name')])
        .orderBy('name')
        .execute()
    },
  }
}

export type InboxRepository = ReturnType<typeof inboxRepository>
