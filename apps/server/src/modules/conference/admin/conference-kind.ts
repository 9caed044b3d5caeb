import {
  can,
  checkConferenceForm,
  checkConferenceSettings,
  CHOICE_FIELD_TYPES,
  REGISTRATION_MAIL_KINDS,
  type ConferenceDoc,
  type ConferenceFormField,
  type ConferenceProblem,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely, Updateable } from 'kysely'
import { isAdministrator } from '../../../auth/administrator.js'
import type { DB, MeetingTable } from '../../../db/schema.js'
import { AppError, type FieldMessage } from '../../../http/app-error.js'
import { message, type MessageKey } from '../../../i18n/messages.js'
import { sanitize, sanitizeKeepingText } from '../../../lib/sanitize.js'
import type { MenuService, MenuTree } from '../../menu/index.js'
import type { WorkflowKind } from '../../records/index.js'
import { heldValues, publishedDoc } from './conference-admin-presenter.js'
import { conferenceAdminRepository } from './conference-admin-repository.js'

/** Moves the waiting list up after a capacity change, in the approval's transaction (the registration service's). */
export type CapacityChanged = (trx: Kysely<DB>, conferenceId: number) => Promise<unknown>

type Problem = { field: string; key: MessageKey; params?: Record<string, string> }

/** A refusal naming every problem found; the message is the first one's. */
export function refusal(problems: readonly Problem[]): AppError {
  const list: FieldMessage[] = problems.map((p) => ({ field: p.field, msg: message(p.key, p.params) }))
  if (list.length === 1) return new AppError('badRequest', list[0]!.msg, { field: list[0]!.field })
  return new AppError('badRequest', list[0]!.msg, { fields: list })
}
export const ruleProblems = (problems: readonly ConferenceProblem[]): Problem[] =>
  problems.map((p) => ({ field: p.field, key: `conferenceAdmin.rule.${p.rule}` as MessageKey, params: p.params }))

/**
 * Who may act on a conference, by its own menu entry: editing belongs to administrators and to editors
 * granted its top section (the meeting section) or its own entry; approving to reviewers of the same,
 * as for the section's articles. Conference reviewers (role 40) review registrations, not the conference.
 */
export function conferenceRights(tree: MenuTree, user: StaffUser, menuId: number) {
  const node = tree.get(menuId)
  const sections = node ? [tree.sectionOf(node).row.id, menuId] : []
  const may = (permission: 'content.write' | 'content.review') =>
    isAdministrator(user) || sections.some((section) => can(user, permission, { section }))
  return { edit: may('content.write'), review: may('content.review') }
}

/**
 * Conferences in the records workflow (docs/conferences.md): the document is everything the editor
 * saves (texts, settings, mail templates, form) and the programme; approving it writes the `meeting`
 * row and the programme tables.
 */
export function conferenceKind(menu: MenuService, capacityChanged: CapacityChanged): WorkflowKind<ConferenceDoc> {
  const rights = async (db: Kysely<DB>, user: StaffUser, id: number | null) => {
    const row = id === null ? undefined : await conferenceAdminRepository(db).one({ id })
    if (!row) return { edit: isAdministrator(user), review: isAdministrator(user) }
    return conferenceRights(await menu.staffTree(db), user, row.menu_id)
  }
  return {
    entity: 'conference',

    async read(db, id) {
      const r = conferenceAdminRepository(db)
      const row = await r.one({ id })
      if (!row) return null
      return { status: row.status, doc: publishedDoc(row, await r.days(id)) }
    },

    async publish(db, id, doc, by) {
      const r = conferenceAdminRepository(db)
      const before = (await r.one({ id }))!
      await r.update(id, { ...columns(doc), status: 'published', updated_by: by })
      await r.replaceDays(id, doc.days)
      // The first approval brings the conference's menu entry and its pages, hidden since its creation,
      // onto the site; later ones leave them as the menu's administrators have set them.
      if (before.status !== 'published') await r.showPages(before.menu_id)
      // More places (or none counted any more): the oldest waiting registrations move up, and are told.
      if (before.capacity !== doc.capacity) await capacityChanged(db, id)
    },

    async clean(db, doc, { id }) {
      const r = conferenceAdminRepository(db)
      const row = id === null ? undefined : await r.one({ id })
      const held = row ? heldValues(await r.held(row.id), row.form_fields) : { fields: [], options: {} }
      const problems = ruleProblems([...checkConferenceSettings(doc), ...checkConferenceForm(doc.formFields, held)])
      if (doc.pictureId !== null && doc.pictureId !== row?.picture_id && !(await r.publicImage(doc.pictureId)))
        problems.push({ field: 'pictureId', key: 'conferenceAdmin.pictureUnknown', params: { fileId: doc.pictureId } })
      const days = await programme(db, doc.days, id, problems)
      if (problems.length) throw refusal(problems)
      return {
        ...doc,
        zh: texts('zh', doc.zh),
        en: texts('en', doc.en),
        contactEmail: doc.contactEmail.trim(),
        regOpens: doc.regOpens === null ? null : new Date(doc.regOpens).toISOString(),
        regDeadline: new Date(doc.regDeadline).toISOString(),
        mailTemplates: storedTemplates(doc.mailTemplates),
        formFields: storedForm(doc.formFields),
        days,
      }
    },

    name: (doc) => ({ zh: doc.zh.title, en: doc.en.title }),

    access: {
      edit: async (db, user, id) => (await rights(db, user, id)).edit,
      review: async (db, user, id) => (await rights(db, user, id)).review,
    },
  }
}

/**
 * The programme's rules, each problem pushed with its field. A day's id must be one of this
 * conference's days; one since removed (an older revision restored) is a new day again.
 */
async function programme(db: Kysely<DB>, days: ConferenceDoc['days'], id: number | null, problems: Problem[]) {
  const ids = days.flatMap((d) => (d.id === undefined ? [] : [d.id]))
  const known = ids.length ? await conferenceAdminRepository(db).dayOwners(ids) : []
  const owner = new Map(known.map((k) => [k.id, k.meeting_id]))
  const seen = new Set<string>()
  days.forEach((d, i) => {
    if (d.id !== undefined && owner.has(d.id) && owner.get(d.id) !== id)
      problems.push({ field: `days.${i}.id`, key: 'conferenceAdmin.dayUnknown' })
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
  return days.map(({ id: day, ...rest }) => (day !== undefined && owner.get(day) === id ? { id: day, ...rest } : rest))
}

/** The texts of one language as stored: lines trimmed, rich text sanitised. */
function texts(lang: 'zh' | 'en', t: ConferenceDoc['zh']): ConferenceDoc['zh'] {
  return {
    title: t.title.trim(),
    subTitle: t.subTitle.trim(),
    venue: t.venue.trim(),
    address: t.address.trim(),
    organizer: t.organizer.trim(),
    summary: sanitizeKeepingText(t.summary, `${lang}.summary`),
    traffic: sanitizeKeepingText(t.traffic, `${lang}.traffic`),
    fee: sanitizeKeepingText(t.fee, `${lang}.fee`),
    notice: sanitizeKeepingText(t.notice, `${lang}.notice`),
  }
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
function storedTemplates(templates: ConferenceDoc['mailTemplates']) {
  const out: Record<string, Record<string, { subject: string; body: string }>> = {}
  for (const kind of REGISTRATION_MAIL_KINDS) {
    for (const lang of ['zh', 'en'] as const) {
      const t = templates[kind]?.[lang]
      if (t && (t.subject.trim() || t.body.trim())) (out[kind] ??= {})[lang] = { subject: t.subject.trim(), body: t.body }
    }
  }
  return out
}

/** The approved document as the row's columns (it was cleaned: texts trimmed and sanitised). */
function columns(doc: ConferenceDoc): Updateable<MeetingTable> {
  const set: Updateable<MeetingTable> = {}
  for (const lang of ['zh', 'en'] as const) {
    const t = doc[lang]
    Object.assign(set, {
      [`title_${lang}`]: t.title,
      [`sub_title_${lang}`]: t.subTitle,
      [`venue_${lang}`]: t.venue,
      [`address_${lang}`]: t.address,
      [`organizer_${lang}`]: t.organizer,
      [`summary_${lang}`]: sanitize(t.summary),
      [`traffic_${lang}`]: sanitize(t.traffic),
      [`fee_${lang}`]: sanitize(t.fee),
      [`notice_${lang}`]: sanitize(t.notice),
    })
  }
  return {
    ...set,
    contact_email: doc.contactEmail,
    picture_id: doc.pictureId,
    start_date: doc.startDate,
    end_date: doc.endDate,
    time_zone: doc.timeZone,
    registration_open: doc.registrationOpen,
    reg_opens: doc.regOpens === null ? null : new Date(doc.regOpens),
    reg_deadline: new Date(doc.regDeadline),
    capacity: doc.capacity,
    moderated: doc.moderated,
    currency: doc.currency,
    reminder_days: doc.reminderDays,
    mail_templates: JSON.stringify(doc.mailTemplates),
    form_fields: JSON.stringify(doc.formFields),
  }
}
