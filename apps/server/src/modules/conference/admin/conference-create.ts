import {
  checkConferenceSettings,
  MEETING_PAGES,
  newConferenceField,
  sectionTemplates,
  STAFF_API,
  type ConferenceCreateBody,
  type ConferenceDoc,
  type RecordState,
} from '@ibr/contract/staff'
import { AppError } from '../../../http/app-error.js'
import { message } from '../../../i18n/messages.js'
import { sanitize } from '../../../lib/sanitize.js'
import type { Creation } from '../../../workflow/workflow-runner.js'
import { RECORD_WORKFLOW, type RecordChange, type WorkflowKind } from '../../records/index.js'
import { menuWriter } from '../../site-structure/index.js'
import { conferenceAdminRepository } from './conference-admin-repository.js'
import { refusal, ruleProblems } from './conference-kind.js'

/**
 * A conference's first transition, from none to a draft (RECORD_WORKFLOW.create): its settings
 * checked, its menu entry and pages (hidden until the first approval) and its `meeting` row made
 * under the menu's lock. The runner writes revision 1 (its first document) and the audit line;
 * `menuId()` answers the entry made.
 */
export function conferenceCreation(
  product: string,
  kind: WorkflowKind<ConferenceDoc>,
  body: ConferenceCreateBody,
): Creation<ConferenceCreateBody, RecordChange<ConferenceDoc>, RecordState> & { menuId(): number } {
  let menuId = 0
  return {
    call: STAFF_API.conferenceCreate,
    ...RECORD_WORKFLOW.create,
    menuId: () => menuId,
    async apply({ trx, actor }) {
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
      const menus = menuWriter(trx)
      await menus.lock()
      const entries = await menus.entries()
      const section = entries.find((e) => e.parent_id === null && e.list_template === sectionTemplates(product).meeting)
      if (!section) throw new AppError('conflict', message('conferenceAdmin.noSection'), { field: 'token' })
      const taken =
        entries.some((e) => e.parent_id === section.id && e.list_template === body.token) ||
        (await conferenceAdminRepository(trx).tokenTaken(body.token))
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
        // Hidden until the conference is first approved: visitors never see an empty conference.
        status: 'draft' as const,
        out_link: null,
        picture_id: null,
        created_by: username,
        updated_by: username,
      })
      // A new conference comes first among its siblings, as the latest one does in the seed.
      menuId = await menus.insert(
        entry(section.id, Math.min(0, ...siblings.map((s) => s.sort)) - 1, body.token, {
          zh: body.zh.title.trim(),
          en: body.en.title.trim(),
        }),
      )
      for (const [i, page] of MEETING_PAGES.entries())
        await menus.insert(entry(menuId, i + 1, page, message(`conferenceAdmin.page.${page}`)))
      const field = (name: 'name' | 'email', type: 'text' | 'email') => ({
        ...newConferenceField(type, name),
        label: message(`conferenceAdmin.field.${name}`),
        required: true,
      })
      // Registration closes when the first day begins, in the conference's own zone, until staff say otherwise.
      const regDeadline = await conferenceAdminRepository(trx).dayStart(body.startDate, body.timeZone)
      const id = await conferenceAdminRepository(trx).insert({
        menu_id: menuId,
        token: body.token,
        title_zh: body.zh.title.trim(),
        title_en: body.en.title.trim(),
        start_date: body.startDate,
        end_date: body.endDate,
        time_zone: body.timeZone,
        reg_deadline: regDeadline,
        form_fields: JSON.stringify([field('name', 'text'), field('email', 'email')]),
        status: 'draft',
        created_by: username,
        updated_by: username,
      })
      const made = (await kind.read(trx, id))!
      return {
        id,
        // The conference's public row is its first document; it has no working copy until a save.
        change: { action: 'create', doc: made.doc, draft: 'keep' },
        audit: {
          action: 'conferenceCreate',
          summary: `${body.zh.title} / ${body.en.title}; token ${body.token}; ${body.startDate} – ${body.endDate} (${body.timeZone}); menu entry ${menuId} with ${MEETING_PAGES.join(', ')}`,
        },
      }
    },
  }
}
