import type { FacilityDoc } from '@ibr/contract/staff'
import { sanitize, sanitizeKeepingText } from '../../../lib/sanitize.js'
import type { RecordKind } from '../record-kind.js'
import { workflowWrites } from './workflow-repository.js'
import { kindRowsRepository } from './kind-rows-repository.js'
import { checkEmail, checkImage, checkUrl, mayInSections } from './checks.js'

const TEMPLATES = ['coreFacility']

/** Core facilities (table facility), with their instruments, services and booking link. */
export const facilityKind: RecordKind<FacilityDoc> = {
  entity: 'facility',

  async read(db, id) {
    const row = await kindRowsRepository(db).facility(id)
    if (!row) return null
    const text = (lang: 'zh' | 'en') => ({
      name: row[`name_${lang}`],
      summary: row[`summary_${lang}`],
      intro: row[`intro_${lang}`],
      contact: row[`contact_${lang}`],
      location: row[`location_${lang}`],
    })
    return {
      status: row.status,
      doc: {
        zh: text('zh'),
        en: text('en'),
        pictureId: row.picture_id,
        email: row.email,
        phone: row.phone,
        bookingUrl: row.booking_url,
        instruments: row.instruments.map((i) => ({ name: { zh: i.name.zh, en: i.name.en }, model: i.model })),
        services: row.services.map((s) => ({ zh: s.zh, en: s.en })),
        sort: row.sort,
      },
    }
  },

  async list(db) {
    const rows = await kindRowsRepository(db).facilityList()
    return rows.map((r) => ({
      id: r.id,
      name: { zh: r.name_zh, en: r.name_en },
      status: r.status,
      group: '',
      sort: r.sort,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    }))
  },

  ...workflowWrites('facility', columns),

  async clean(db, doc) {
    return {
      ...doc,
      zh: { ...doc.zh, intro: sanitizeKeepingText(doc.zh.intro, 'doc.zh.intro') },
      en: { ...doc.en, intro: sanitizeKeepingText(doc.en.intro, 'doc.en.intro') },
      pictureId: await checkImage(db, doc.pictureId, 'doc.pictureId'),
      email: checkEmail(doc.email, 'doc.email'),
      bookingUrl: checkUrl(doc.bookingUrl, 'doc.bookingUrl'),
    }
  },

  name: (doc) => ({ zh: doc.zh.name, en: doc.en.name }),

  access: {
    edit: (db, user) => mayInSections(db, user, 'content.write', TEMPLATES),
    review: (db, user) => mayInSections(db, user, 'content.review', TEMPLATES),
    archive: (db, user) => mayInSections(db, user, 'content.review', TEMPLATES),
  },
}

function columns(doc: FacilityDoc) {
  return {
    name_zh: doc.zh.name,
    name_en: doc.en.name,
    summary_zh: doc.zh.summary,
    summary_en: doc.en.summary,
    intro_zh: sanitize(doc.zh.intro),
    intro_en: sanitize(doc.en.intro),
    contact_zh: doc.zh.contact,
    contact_en: doc.en.contact,
    location_zh: doc.zh.location,
    location_en: doc.en.location,
    picture_id: doc.pictureId,
    email: doc.email,
    phone: doc.phone,
    booking_url: doc.bookingUrl,
    instruments: JSON.stringify(doc.instruments),
    services: JSON.stringify(doc.services),
    sort: doc.sort,
  }
}
