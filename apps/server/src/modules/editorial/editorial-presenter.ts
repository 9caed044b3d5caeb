import type { Lang } from '@ibr/contract'
import {
  can,
  type ArticleDoc,
  type ArticleEditable,
  type ArticleListBody,
  type ArticleListRet,
  type ArticleStateRet,
  type DashboardRet,
  type RevisionRow,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, notFound } from '../../http/app-error.js'
import { isAdministrator } from '../../auth/administrator.js'
import { draftFromPublic, mayIn, statesOf } from './article-items.js'
import { editorialListRepository } from './editorial-list-repository.js'
import { editorialRepository } from './editorial-repository.js'
import { scheduledPublicationRepository } from './scheduled-publication-repository.js'

/** Items in each list of the dashboard. */
const DASHBOARD_ITEMS = 10

/** The console's reads of articles, shaped as the staff API answers them: one item, a list, the dashboard. */
export function editorialPresenter(db: Kysely<DB>) {
  const repo = editorialRepository(db)
  const lists = editorialListRepository(db)
  const waiting = scheduledPublicationRepository(db)
  return {
    /** The item as the editor opens it, for whoever may write or review one of its sections. */
    async get(id: number, user: StaffUser): Promise<ArticleEditable> {
      const pub = await repo.publicRow(id)
      if (!pub) throw notFound('editorial.itemNotFound')
      // Never edited in the console: its working copy is its public row, at version 1.
      const draft = (await repo.draft(id)) ?? (await draftFromPublic(db, id))!
      const sections = draft.doc.menuIds
      if (!mayIn(user, 'content.write', sections) && !mayIn(user, 'content.review', sections)) {
        throw new AppError('noPermission', 'editorial.outsideSections')
      }
      const [now, next] = await Promise.all([waiting.publicNow(id), waiting.get(id)])
      const shown = draft.public_version ?? 1
      const online = now?.online ?? false
      return {
        id,
        version: draft.version,
        status: draft.status,
        states: statesOf(draft),
        live: { zh: online && !!now?.zh, en: online && !!now?.en },
        schedule: {
          online: online ? { version: shown, until: now!.unpublish_at ? new Date(now!.unpublish_at).toISOString() : null } : null,
          next: next
            ? { version: next.version, at: next.at.toISOString(), failed: next.givenUp ?? false }
            : now?.ahead && draft.public_version !== null
              ? { version: shown, at: new Date(now.publish_at).toISOString(), failed: false }
              : null,
        },
        doc: draft.doc,
        outdated: draft.outdated,
        reviewComment: draft.review_comment
          ? { comment: draft.review_comment, by: draft.review_by ?? '', at: (draft.review_at ?? draft.updated_at).toISOString() }
          : null,
        createdBy: draft.created_by,
        createdAt: draft.created_at.toISOString(),
        updatedBy: draft.updated_by,
        updatedAt: draft.updated_at.toISOString(),
        may: {
          write: mayIn(user, 'content.write', sections),
          review: mayIn(user, 'content.review', sections),
          approveOwn: isAdministrator(user),
        },
        ownChange: draft.changed_by.includes(user.id),
      }
    },

    async list(body: Omit<ArticleListBody, 'lang'>, user: StaffUser, lang: Lang): Promise<ArticleListRet> {
      const scope = isAdministrator(user) ? null : user.sections
      const { rows, total } = await lists.list(body, scope, lang)
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as ArticleDoc['kind'],
          title: r.title,
          status: r.status as ArticleStateRet['status'],
          states: { zh: r.state_zh, en: r.state_en },
          outdated: r.outdated,
          version: r.version,
          author: r.author,
          authorName: r.author_name,
          updatedBy: r.updated_by,
          updatedAt: new Date(r.updated_at).toISOString(),
          publishAt: r.publish_at,
          unpublishAt: r.unpublish_at,
          sections: r.sections,
        })),
      }
    },

    /** The console's first screen: my drafts, what waits for my review, the scheduled, the recent, the outdated. */
    async dashboard(user: StaffUser, lang: Lang): Promise<DashboardRet> {
      const everywhere = isAdministrator(user)
      const scope = everywhere ? null : user.sections
      const reviews = can(user, 'content.review')
      const page = (filter: Omit<ArticleListBody, 'lang'>, where: readonly number[] | null, when?: 'upcoming' | 'past') =>
        lists.list({ pageSize: DASHBOARD_ITEMS, ...filter }, where, lang, when).then((r) => r.rows)
      const [drafts, review, scheduled, published, outdated] = await Promise.all([
        page({ author: user.username, status: 'draft', sort: 'updated', desc: true }, null),
        reviews ? page({ status: 'review', sort: 'updated', desc: false }, scope) : [],
        page({ sort: 'publish', desc: false }, scope, 'upcoming'),
        page({ sort: 'publish', desc: true }, scope, 'past'),
        page({ langState: 'outdated', sort: 'updated', desc: true }, scope),
      ])
      type Row = (typeof drafts)[number]
      const item = (time: (r: Row) => string) => (r: Row) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        status: r.status as ArticleStateRet['status'],
        time: time(r),
        author: r.author,
        authorName: r.author_name,
        section: r.sections[0] ?? null,
      })
      const updated = (r: Row) => new Date(r.updated_at).toISOString()
      const publicTime = (r: Row) => new Date(r.public_publish_at).toISOString()
      const upcomingTime = (r: Row) => new Date(r.waiting_at ?? r.public_publish_at).toISOString()
      return {
        drafts: drafts.map(item(updated)),
        review: review.map(item(updated)),
        scheduled: scheduled.map(item(upcomingTime)),
        published: published.map(item(publicTime)),
        outdated: outdated.map(item(updated)),
      }
    },
  }
}

export function revisionRow(r: {
  revision: number
  action: string
  fields: string[]
  langs: string[]
  comment: string | null
  by_id: number | null
  by_name: string
  at: Date
}): RevisionRow {
  return {
    revision: r.revision,
    action: r.action as RevisionRow['action'],
    by: { id: r.by_id, name: r.by_name },
    at: new Date(r.at).toISOString(),
    fields: r.fields,
    comment: r.comment,
    langs: r.langs as Lang[],
  }
}
