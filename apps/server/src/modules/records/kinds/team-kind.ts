import { can, type TeamDoc } from '@ibr/contract/staff'
import { badRequest } from '../../../http/app-error.js'
import { sanitize, sanitizeKeepingText } from '../../../lib/sanitize.js'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import type { CleanContext, RecordKind } from '../record-kind.js'
import { checkEmail, checkImage, mayInSections } from './checks.js'
import { teamRepository } from './team-repository.js'

/** Teams and collaborating researchers (table team, with team_member and team_paper). */
export const teamKind: RecordKind<TeamDoc> = {
  entity: 'team',

  async read(db, id) {
    const teams = teamRepository(db)
    const row = await teams.team(id)
    if (!row) return null
    const [members, papers] = await Promise.all([
      teams.members(id),
      // Links to published papers only: a paper still in the editorial workflow (an import's draft) keeps
      // its link outside the team's document (see publish).
      teams.publishedPaperLinks(id),
    ])
    const text = (lang: 'zh' | 'en') => ({
      name: row[`name_${lang}`],
      leader: row[`leader_${lang}`],
      leaderTitle: row[`leader_title_${lang}`],
      summary: row[`summary_${lang}`],
      bio: row[`bio_${lang}`],
      interests: row[`interests_${lang}`],
      location: row[`location_${lang}`],
    })
    return {
      status: row.status,
      doc: {
        kind: row.kind,
        areaId: row.area_id,
        zh: text('zh'),
        en: text('en'),
        photoId: row.photo_id,
        email: row.email,
        phone: row.phone,
        sort: row.sort,
        members: members.map((m) => ({
          zh: { name: m.name_zh, role: m.role_zh },
          en: { name: m.name_en, role: m.role_en },
          email: m.email,
        })),
        paperIds: papers.map((p) => p.article_id),
      },
    }
  },

  async list(db) {
    const rows = await teamRepository(db).list()
    return rows.map((r) => ({
      id: r.id,
      name: { zh: r.name_zh, en: r.name_en },
      status: r.status,
      group: r.kind,
      sort: r.sort,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    }))
  },

  async create(db, doc, by) {
    return teamRepository(db).insertDraft(columns(doc), by)
  },

  async publish(db, id, doc, by) {
    const members = doc.members.map((m) => ({
      name_zh: m.zh.name,
      name_en: m.en.name,
      role_zh: m.zh.role,
      role_en: m.en.role,
      email: m.email,
    }))
    // Replaces the members and the links to published papers; links to papers not yet published stay as they are.
    await teamRepository(db).publish(id, columns(doc), members, doc.paperIds, by)
  },

  async archive(db, id, by) {
    await teamRepository(db).archive(id, by)
  },

  async clean(db, doc, by) {
    if (doc.areaId !== null) {
      if (!(await teamRepository(db).areaExists(doc.areaId))) throw badRequest('records.unknownArea', {}, 'doc.areaId')
    }
    const photoId = await checkImage(db, doc.photoId, 'doc.photoId')
    if (photoId !== null && !can(by.user, 'content.write') && !(await mayUsePhoto(db, by, photoId)))
      throw badRequest('records.photoNotYours', {}, 'doc.photoId')
    if (doc.paperIds.length > 0) {
      const known = new Set(await teamRepository(db).publishedPaperIds(doc.paperIds))
      const missing = doc.paperIds.findIndex((id) => !known.has(id))
      if (missing >= 0) throw badRequest('records.unknownPaper', {}, `doc.paperIds.${missing}`)
    }
    const text = (lang: 'zh' | 'en', t: TeamDoc['zh']) => ({
      ...t,
      bio: sanitizeKeepingText(t.bio, `doc.${lang}.bio`),
      interests: sanitizeKeepingText(t.interests, `doc.${lang}.interests`),
    })
    return {
      ...doc,
      zh: text('zh', doc.zh),
      en: text('en', doc.en),
      photoId,
      email: checkEmail(doc.email, 'doc.email'),
      members: doc.members.map((m, i) => ({ ...m, email: checkEmail(m.email, `doc.members.${i}.email`) })),
    }
  },

  name: (doc) => ({ zh: doc.zh.name, en: doc.en.name }),

  access: {
    edit: async (_db, user, id) => (id === null ? can(user, 'site.manage') : can(user, 'team.edit', { team: id })),
    review: (db, user) => mayInSections(db, user, 'content.review', ['team', 'consociation']),
    archive: async (_db, user) => can(user, 'site.manage'),
  },
}

/**
 * Someone who does not write content (a group administrator) sees only their own uploads in the
 * library, so a picture they set is one of those, or the one their team has (public or working copy).
 */
async function mayUsePhoto(db: Kysely<DB>, by: CleanContext, photoId: string): Promise<boolean> {
  const teams = teamRepository(db)
  const own = await teams.uploadedBy(photoId, by.user.id)
  if (own || by.id === null) return own
  const photos = await teams.photos(by.id)
  return photos.published === photoId || (photos.draftDoc as Partial<TeamDoc> | undefined)?.photoId === photoId
}

function columns(doc: TeamDoc) {
  return {
    kind: doc.kind,
    area_id: doc.areaId,
    name_zh: doc.zh.name,
    name_en: doc.en.name,
    leader_zh: doc.zh.leader,
    leader_en: doc.en.leader,
    leader_title_zh: doc.zh.leaderTitle,
    leader_title_en: doc.en.leaderTitle,
    summary_zh: doc.zh.summary,
    summary_en: doc.en.summary,
    // clean() has sanitised them already; sanitising again is harmless and keeps the column's type honest.
    bio_zh: sanitize(doc.zh.bio),
    bio_en: sanitize(doc.en.bio),
    interests_zh: sanitize(doc.zh.interests),
    interests_en: sanitize(doc.en.interests),
    location_zh: doc.zh.location,
    location_en: doc.en.location,
    photo_id: doc.photoId,
    email: doc.email,
    phone: doc.phone,
    sort: doc.sort,
  }
}
