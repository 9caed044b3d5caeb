import { can, type QuickLinkDoc } from '@ibr/contract/staff'
import { badRequest } from '../../../http/app-error.js'
import type { RecordKind } from '../record-kind.js'
import { workflowWrites } from './workflow-repository.js'
import { kindRowsRepository } from './kind-rows-repository.js'
import { checkUrl } from './checks.js'

/** The services office's quick links (table quick_link): lab, core-facility and other sites. */
export const quickLinkKind: RecordKind<QuickLinkDoc> = {
  entity: 'quickLink',

  async read(db, id) {
    const row = await kindRowsRepository(db).quickLink(id)
    if (!row) return null
    return {
      status: row.status,
      doc: {
        group: row.grp,
        zh: { name: row.name_zh, description: row.description_zh },
        en: { name: row.name_en, description: row.description_en },
        url: row.url,
        sort: row.sort,
      },
    }
  },

  async list(db) {
    const rows = await kindRowsRepository(db).quickLinkList()
    return rows.map((r) => ({
      id: r.id,
      name: { zh: r.name_zh, en: r.name_en },
      status: r.status,
      group: r.grp,
      sort: r.sort,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    }))
  },

  ...workflowWrites('quick_link', columns, { listOrder: true }),

  async clean(_db, doc) {
    const url = checkUrl(doc.url, 'doc.url')
    if (url === '') throw badRequest('records.badUrl', {}, 'doc.url')
    return { ...doc, url }
  },

  name: (doc) => ({ zh: doc.zh.name, en: doc.en.name }),

  access: {
    edit: async (_db, user) => can(user, 'helpdesk.manage'),
    review: async (_db, user) => can(user, 'helpdesk.manage'),
    archive: async (_db, user) => can(user, 'helpdesk.manage'),
  },
}

function columns(doc: QuickLinkDoc) {
  return {
    grp: doc.group,
    name_zh: doc.zh.name,
    name_en: doc.en.name,
    description_zh: doc.zh.description,
    description_en: doc.en.description,
    url: doc.url,
  }
}
