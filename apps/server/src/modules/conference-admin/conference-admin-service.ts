import {
  CONTENT_LANGS,
  can,
  checkConferenceForm,
  checkConferenceSettings,
  CHOICE_FIELD_TYPES,
  isAdmin,
  isSuperUserType,
  MEETING_PAGES,
  REGISTRATION_MAIL_KINDS,
  sectionTemplates,
  type ConferenceCreateBody,
  type ConferenceCreateRet,
  type ConferenceDetail,
  type ConferenceFormField,
  type ConferenceListRet,
  type ConferenceProblem,
  type ConferenceSaveBody,
  type ConferenceScheduleBody,
  type StaffUser,
} from '@ibr/contract/staff'
import { sql, type Kysely, type Updateable } from 'kysely'
import type { DB, MeetingTable } from '../../db/schema.js'
import { AppError, notFound, type FieldMessage } from '../../http/app-error.js'
import { message, type MessageKey } from '../../i18n/messages.js'
import { sanitize } from '../../lib/sanitize.js'
import { recordAudit } from '../audit/audit-service.js'
import type { MenuService, MenuTree } from '../menu/menu-service.js'
import { menuWriter } from '../site-structure/site-structure-service.js'
import { heldValues, presentConference } from './conference-admin-presenter.js'
import { conferenceAdminRepository, type ConferenceAdminRow } from './conference-admin-repository.js'

/** Who acts, from where: every change is written to the audit log in their name. */
export interface ConferenceActor {
  user: StaffUser
  address: string
}

const administrator = (user: StaffUser) => isAdmin(user.roles) || isSuperUserType(user.userType)

/** A refusal naming every problem found; the message is the first one's. */
function refusal(problems: readonly { field: string; key: MessageKey; params?: Record<string, string> }[]): AppError {
  const list: FieldMessage[] = problems.map((p) => ({ field: p.field, msg: message(p.key, p.params) }))
  if (list.length === 1) return new AppError('badRequest', list[0]!.msg, { field: list[0]!.field })
  return new AppError('badRequest', list[0]!.msg, { fields: list })
}
const ruleProblems = (problems: readonly ConferenceProblem[]) =>
  problems.map((p) => ({ field: p.field, key: `conferenceAdmin.rule.${p.rule}` as MessageKey, params: p.params }))

/** The texts of both languages as columns; rich text sanitised on the way in. */
function textColumns(body: Pick<ConferenceSaveBody, 'zh' | 'en'>): Updateable<MeetingTable> {
  const set: Updateable<MeetingTable> = {}
  for (const lang of ['zh', 'en'] as const) {
    const t = body[lang]
    Object.assign(set, {
      [`title_${lang}`]: t.title.trim(),
      [`sub_title_${lang}`]: t.subTitle.trim(),
      [`venue_${lang}`]: t.venue.trim(),
      [`address_${lang}`]: t.address.trim(),
      [`organizer_${lang}`]: t.organizer.trim(),
      [`summary_${lang}`]: sanitize(t.summary),
      [`traffic_${lang}`]: sanitize(t.traffic),
      [`fee_${lang}`]: sanitize(t.fee),
      [`notice_${lang}`]: sanitize(t.notice),
    })
  }
  return set
}

/** A form as stored: options only where a registrant chooses, labels trimmed. */
const storedForm = (fields: readonly ConferenceFormField[]): ConferenceFormField[] =>
  fields.map((f) => ({
    ...f,
    label: { zh: f.label.zh.trim(), en: f.label.en.trim() },
    help: { zh: f.help.zh.trim(), en: f.help.en.trim() },
    options: (CHOICE_FIELD_TYPES as readonly string[]).includes(f.type)
      ? f.options.map((o) => ({ ...o, label: { zh: o.label.zh.trim(), en: o.label.en.trim() } }))
      : [],
  }))

/** Only the templates with something in them: an empty one means the standard message. */
function storedTemplates(templates: ConferenceSaveBody['mailTemplates']) {
  const out: Record<string, Record<string, { subject: string; body: string }>> = {}
  for (const kind of REGISTRATION_MAIL_KINDS) {
    for (const lang of ['zh', 'en'] as const) {
      const t = templates[kind]?.[lang]
      if (t && (t.subject.trim() || t.body.trim())) (out[kind] ??= {})[lang] = { subject: t.subject.trim(), body: t.body }
    }
  }
  return out
}

/**
 * Conferences as staff edit them (issue 12). Editing belongs to administrators and to editors granted
 * the conference's top section (or its own entry); reading one also to its conference reviewers.
 * Every change is one transaction with its audit line; `onPublicChange` runs after it commits.
 */
/** Moves the waiting list up after a capacity change, in the save's transaction (the registration service's). */
export type CapacityChanged = (trx: Kysely<DB>, conferenceId: number) => Promise<unknown>

export function conferenceAdminService(
  db: Kysely<DB>,
  menu: MenuService,
  product: string,
  onPublicChange: () => void,
  capacityChanged: CapacityChanged,
) {
  const repo = conferenceAdminRepository(db)

  const mayEdit = (user: StaffUser, tree: MenuTree, menuId: number) => {
    if (administrator(user)) return true
    const node = tree.get(menuId)
    if (!node) return false
    return can(user, 'content.write', { section: tree.sectionOf(node).row.id }) || can(user, 'content.write', { section: menuId })
  }
  const mayReview = (user: StaffUser, conferenceId: number) => can(user, 'conference.review', { conference: conferenceId })

  async function found(r: ReturnType<typeof conferenceAdminRepository>, menuId: number, lock = false): Promise<ConferenceAdminRow> {
    const row = await r.byMenuId(menuId, lock)
    if (!row) throw notFound('conferenceAdmin.notFound')
    return row
  }

  async function detail(database: Kysely<DB>, row: ConferenceAdminRow): Promise<ConferenceDetail> {
    const r = conferenceAdminRepository(database)
    const tree = await menu.staffTree()
    const node = tree.get(row.menu_id)
    const [days, held] = await Promise.all([r.days(row.id), r.held(row.id)])
    return presentConference(row, {
      path: node?.path ?? '',
      days,
      held: heldValues(held, row.form_fields),
      registrations: held.total,
      pages: (node?.children ?? []).map((c) => ({
        menuId: c.row.id,
        template: c.row.list_template,
        name: { zh: c.row.name_zh, en: c.row.name_en },
      })),
    })
  }

  return {
    async list(user: StaffUser): Promise<ConferenceListRet> {
      const [{ rows, counts }, tree] = await Promise.all([repo.all(), menu.staffTree()])
      const list = rows.flatMap((r) => {
        const edit = mayEdit(user, tree, r.menu_id)
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

    async get(user: StaffUser, menuId: number): Promise<ConferenceDetail> {
      const row = await found(repo, menuId)
      if (!mayEdit(user, await menu.staffTree(), menuId) && !mayReview(user, row.id)) throw new AppError('noPermission')
      return detail(db, row)
    },

    async create(body: ConferenceCreateBody, actor: ConferenceActor): Promise<ConferenceCreateRet> {
      const problems = checkConferenceSettings({
        zh: body.zh,
        en: body.en,
        contactEmail: '',
        startDate: body.startDate,
        endDate: body.endDate,
        timeZone: body.timeZone,
        regOpens: null,
        regDeadline: '',
        capacity: null,
      }).filter((p) => p.rule !== 'windowOrder')
      if (problems.length) throw refusal(ruleProblems(problems))
      const username = actor.user.username
      const result = await db.transaction().execute(async (trx) => {
        const menus = menuWriter(trx)
        await menus.lock()
        const entries = await menus.entries()
        const section = entries.find((e) => e.parent_id === null && e.list_template === sectionTemplates(product).meeting)
        if (!section) throw new AppError('conflict', message('conferenceAdmin.noSection'), { field: 'token' })
        const taken =
          entries.some((e) => e.parent_id === section.id && e.list_template === body.token) ||
          (await trx.selectFrom('meeting').where('token', '=', body.token).select('id').executeTakeFirst()) !== undefined
        if (taken) throw new AppError('conflict', message('conferenceAdmin.tokenTaken', { token: body.token }), { field: 'token' })
        const siblings = entries.filter((e) => e.parent_id === section.id)
        const entry = (parentId: number, sort: number, template: string, name: { zh: string; en: string }) => ({
          parent_id: parentId,
          sort,
          list_template: template,
          name_zh: name.zh,
          name_en: name.en,
          intro_zh: sanitize(''),
          intro_en: sanitize(''),
          status: 'published' as const,
          out_link: null,
          picture_id: null,
          created_by: username,
          updated_by: username,
        })
        // A new conference comes first among its siblings, as the latest one does in the seed.
        const menuId = await menus.insert(
          entry(section.id, Math.min(0, ...siblings.map((s) => s.sort)) - 1, body.token, {
            zh: body.zh.title.trim(),
            en: body.en.title.trim(),
          }),
        )
        for (const [i, page] of MEETING_PAGES.entries())
          await menus.insert(entry(menuId, i + 1, page, message(`conferenceAdmin.page.${page}`)))
        const field = (name: 'name' | 'email', type: 'text' | 'email') => ({
          ...emptyField(name, type),
          label: message(`conferenceAdmin.field.${name}`),
          required: true,
        })
        // Registration closes when the first day begins, in the conference's own zone, until staff say otherwise.
        const { rows } = await sql<{ t: Date }>`select (${body.startDate}::date)::timestamp at time zone ${body.timeZone} as t`.execute(trx)
        const id = await conferenceAdminRepository(trx).insert({
          menu_id: menuId,
          token: body.token,
          title_zh: body.zh.title.trim(),
          title_en: body.en.title.trim(),
          start_date: body.startDate,
          end_date: body.endDate,
          time_zone: body.timeZone,
          reg_deadline: rows[0]!.t,
          form_fields: JSON.stringify([field('name', 'text'), field('email', 'email')]),
          created_by: username,
          updated_by: username,
        })
        await recordAudit(trx, {
          userId: actor.user.id,
          username,
          action: 'conferenceCreate',
          entity: 'meeting',
          entityId: id,
          address: actor.address,
          summary: `${body.zh.title} / ${body.en.title}; token ${body.token}; ${body.startDate} – ${body.endDate} (${body.timeZone}); menu entry ${menuId} with ${MEETING_PAGES.join(', ')}`,
        })
        return { menuId, id }
      })
      onPublicChange()
      return result
    },

    async save(body: ConferenceSaveBody, actor: ConferenceActor): Promise<ConferenceDetail> {
      const menuId = Number(body.menuId)
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const tree = await menu.staffTree()
      const result = await db.transaction().execute(async (trx) => {
        const r = conferenceAdminRepository(trx)
        const before = await found(r, menuId, true)
        if (!mayEdit(actor.user, tree, menuId)) throw new AppError('noPermission')
        if (body.updatedAt !== undefined && body.updatedAt !== before.version)
          throw new AppError('conflict', message('conferenceAdmin.stale'), { field: 'updatedAt' })
        const held = heldValues(await r.held(before.id), before.form_fields)
        const problems = [...checkConferenceSettings(body), ...checkConferenceForm(body.formFields, held)]
        const refused = ruleProblems(problems)
        if (body.pictureId !== null && body.pictureId !== before.picture_id && !(await r.publicImage(body.pictureId)))
          refused.push({ field: 'pictureId', key: 'conferenceAdmin.pictureUnknown', params: { fileId: body.pictureId } })
        if (refused.length) throw refusal(refused)

        const set: Updateable<MeetingTable> = {
          ...textColumns(body),
          contact_email: body.contactEmail.trim(),
          picture_id: body.pictureId,
          start_date: body.startDate,
          end_date: body.endDate,
          time_zone: body.timeZone,
          registration_open: body.registrationOpen,
          reg_opens: body.regOpens === null ? null : new Date(body.regOpens),
          reg_deadline: new Date(body.regDeadline),
          capacity: body.capacity,
          moderated: body.moderated,
          currency: body.currency,
          reminder_days: body.reminderDays,
          mail_templates: JSON.stringify(storedTemplates(body.mailTemplates)),
          form_fields: JSON.stringify(storedForm(body.formFields)),
        }
        const changed = changedColumns(before, set)
        // A save that changes nothing writes nothing, not even an audit line.
        if (changed.length === 0) return { row: before, changed }
        await r.update(before.id, { ...set, updated_by: actor.user.username })
        // More places (or none counted any more): the oldest waiting registrations move up, and are told.
        if (changed.includes('capacity')) await capacityChanged(trx, before.id)
        await recordAudit(trx, {
          userId: actor.user.id,
          username: actor.user.username,
          action: 'conferenceSave',
          entity: 'meeting',
          entityId: before.id,
          address: actor.address,
          summary: `${before.title_zh} (${before.token}): ${changed.join(', ')}`,
        })
        return { row: (await r.byMenuId(menuId))!, changed }
      })
      if (result.changed.length) onPublicChange()
      return detail(db, result.row)
    },

    async schedule(body: ConferenceScheduleBody, actor: ConferenceActor): Promise<ConferenceDetail> {
      const menuId = Number(body.menuId)
      const tree = await menu.staffTree()
      const row = await db.transaction().execute(async (trx) => {
        const r = conferenceAdminRepository(trx)
        const before = await found(r, menuId, true)
        if (!mayEdit(actor.user, tree, menuId)) throw new AppError('noPermission')
        const existing = new Set((await r.days(before.id)).tags.map((t) => t.id))
        const problems: { field: string; key: MessageKey; params?: Record<string, string> }[] = []
        const seen = new Set<string>()
        body.days.forEach((d, i) => {
          if (d.id !== undefined && !existing.has(d.id)) problems.push({ field: `days.${i}.id`, key: 'conferenceAdmin.dayUnknown' })
          if (seen.has(d.day)) problems.push({ field: `days.${i}.day`, key: 'conferenceAdmin.dayTwice', params: { day: d.day } })
          seen.add(d.day)
          for (const lang of ['zh', 'en'] as const)
            if (!d.name[lang].trim()) problems.push({ field: `days.${i}.name.${lang}`, key: 'conferenceAdmin.dayNameMissing' })
          d.sessions.forEach((s, j) => {
            if (s.endTime <= s.startTime) problems.push({ field: `days.${i}.sessions.${j}.endTime`, key: 'conferenceAdmin.sessionTimes' })
            if (!s.title.zh.trim() && !s.title.en.trim())
              problems.push({ field: `days.${i}.sessions.${j}.title.zh`, key: 'conferenceAdmin.sessionTitleMissing' })
          })
        })
        if (problems.length) throw refusal(problems)
        const removed = await r.replaceDays(before.id, body.days)
        await r.touch(before.id, actor.user.username)
        const sessions = body.days.reduce((n, d) => n + d.sessions.length, 0)
        await recordAudit(trx, {
          userId: actor.user.id,
          username: actor.user.username,
          action: 'conferenceSchedule',
          entity: 'meeting',
          entityId: before.id,
          address: actor.address,
          summary: `${before.title_zh} (${before.token}): ${body.days.length} days, ${sessions} sessions${removed ? `; ${removed} days removed` : ''}`,
        })
        return (await r.byMenuId(menuId))!
      })
      onPublicChange()
      return detail(db, row)
    },
  }
}

/** Text not yet written in either language. */
const unwritten = () => Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, ''])) as Record<(typeof CONTENT_LANGS)[number], string>

/** A field with nothing set but its name and type. */
function emptyField(name: string, type: ConferenceFormField['type']): ConferenceFormField {
  return {
    name,
    type,
    label: unwritten(),
    help: unwritten(),
    required: false,
    maxLength: type === 'email' ? 254 : 100,
    options: [],
    min: null,
    max: null,
    accept: [],
    maxBytes: 0,
    unitFee: 0,
  }
}

/** The columns a save would change, for the audit line (names only: texts can be long). */
function changedColumns(before: ConferenceAdminRow, set: Updateable<MeetingTable>): string[] {
  const now = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value))
  const was = before as unknown as Record<string, unknown>
  return Object.entries(set)
    .filter(([key, value]) => {
      const old = was[key]
      // jsonb keeps its keys in its own order: compare the values, not their spelling.
      if (key === 'form_fields' || key === 'mail_templates') return canonical(old) !== canonical(JSON.parse(String(value)))
      return now(old === undefined ? null : old) !== now(value ?? null)
    })
    .map(([key]) => key)
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
