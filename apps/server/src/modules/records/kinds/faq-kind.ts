import { can, type FaqDoc } from '@ibr/contract/staff'
import { sanitize, sanitizeKeepingText } from '../../../lib/sanitize.js'
import type { RecordKind } from '../record-kind.js'
import { workflowWrites } from './workflow-repository.js'
import { kindRowsRepository } from './kind-rows-repository.js'

/** The services office's common questions (table faq): question and answer in both languages. */
export const faqKind: RecordKind<FaqDoc> = {
  entity: 'faq',

  async read(db, id) {
    const row = await kindRowsRepository(db).faq(id)
    if (!row) return null
    return {
      status: row.status,
      doc: {
        zh: { question: row.question_zh, answer: row.answer_zh },
        en: { question: row.question_en, answer: row.answer_en },
        sort: row.sort,
      },
    }
  },

  async list(db) {
    const rows = await kindRowsRepository(db).faqList()
    return rows.map((r) => ({
      id: r.id,
      name: { zh: r.question_zh, en: r.question_en },
      status: r.status,
      group: '',
      sort: r.sort,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    }))
  },

  ...workflowWrites('faq', columns, { listOrder: true }),

  async clean(_db, doc) {
    return {
      ...doc,
      zh: { ...doc.zh, answer: sanitizeKeepingText(doc.zh.answer, 'doc.zh.answer') },
      en: { ...doc.en, answer: sanitizeKeepingText(doc.en.answer, 'doc.en.answer') },
    }
  },

  name: (doc) => ({ zh: doc.zh.question, en: doc.en.question }),

  // The network and information services office's: who works its inbox (administrators, super users).
  access: {
    edit: async (_db, user) => can(user, 'helpdesk.manage'),
    review: async (_db, user) => can(user, 'helpdesk.manage'),
    archive: async (_db, user) => can(user, 'helpdesk.manage'),
  },
}

function columns(doc: FaqDoc) {
  return {
    question_zh: doc.zh.question,
    question_en: doc.en.question,
    answer_zh: sanitize(doc.zh.answer),
    answer_en: sanitize(doc.en.answer),
  }
}
