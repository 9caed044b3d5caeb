import { can, STAFF_API, type DashboardItem, type DashboardRet, type StaffUser } from '@ibr/contract/staff'
import type { Lang } from '@ibr/contract'
import { sql, type Kysely } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { DB } from '../../db/schema.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'

const LIMIT = 10

/** The four lists of the console's first screen, each limited to what this person may see. */
async function dashboard(db: Kysely<DB>, user: StaffUser, lang: Lang): Promise<DashboardRet> {
  const all = can(user, 'users.manage')
  /** Articles with what a list row shows; `inMySections` limits them to the sections granted. */
  const articles = (inMySections: boolean) => {
    let q = db.selectFrom('article as a').select([
      'a.id',
      'a.kind',
      'a.status',
      'a.created_by',
      'a.updated_at',
      'a.publish_at',
      lang === 'en' ? sql<string>`coalesce(nullif(a.title_en, ''), a.title_zh)`.as('title') : 'a.title_zh as title',
      (eb) =>
        eb
          .selectFrom('article_menu as am')
          .select((sub) => sub.fn.min('am.menu_id').as('m'))
          .whereRef('am.article_id', '=', 'a.id')
          .as('section'),
    ])
    // Editors and reviewers see the sections granted to them; administrators see every section.
    if (inMySections && !all) {
      const sections = user.sections.length ? [...user.sections] : [0]
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('article_menu as am')
            .select('am.menu_id')
            .whereRef('am.article_id', '=', 'a.id')
            .where('am.menu_id', 'in', sections),
        ),
      )
    }
    return q.limit(LIMIT)
  }
  type Row = Awaited<ReturnType<ReturnType<typeof articles>['execute']>>[number]
  const item = (r: Row, time: Date): DashboardItem => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    status: r.status,
    time: time.toISOString(),
    author: r.created_by,
    section: r.section ?? null,
  })
  const now = new Date()
  const [drafts, review, scheduled, published] = await Promise.all([
    articles(false).where('a.status', '=', 'draft').where('a.created_by', '=', user.username).orderBy('a.updated_at', 'desc').execute(),
    can(user, 'content.review') ? articles(true).where('a.status', '=', 'review').orderBy('a.updated_at', 'asc').execute() : [],
    articles(true).where('a.status', '=', 'published').where('a.publish_at', '>', now).orderBy('a.publish_at', 'asc').execute(),
    articles(true).where('a.status', '=', 'published').where('a.publish_at', '<=', now).orderBy('a.publish_at', 'desc').execute(),
  ])
  return {
    drafts: drafts.map((r) => item(r, r.updated_at)),
    review: review.map((r) => item(r, r.updated_at)),
    scheduled: scheduled.map((r) => item(r, r.publish_at)),
    published: published.map((r) => item(r, r.publish_at)),
  }
}

export async function dashboardRoutes(app: FastifyInstance) {
  staffPost(app, STAFF_API.dashboard, async ({ user, request }) =>
    ok<DashboardRet>(await dashboard(app.deps.db, user, requestLang(request))),
  )
}
