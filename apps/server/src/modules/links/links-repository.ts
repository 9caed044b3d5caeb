import type { LinkItemKind } from '@ibr/contract/staff'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, LinkCheckTable } from '../../db/schema.js'
import { visibleSql } from '../../db/sql/visible.js'

/** One occurrence as a check finds it in its item. */
export interface NewLink {
  item_kind: LinkItemKind
  item_id: number
  field: string
  section_ids: number[]
  title_zh: string
  title_en: string
  link_text: string
  target: string
  kind: 'link' | 'image'
}

/** What a check found for one address, written to every occurrence of it. */
export interface CheckOutcome {
  status: 'ok' | 'broken' | 'not-checked'
  problem: string | null
  http_status: number | null
}

export type LinkCheckRow = Selectable<LinkCheckTable> & { sections: { id: number; zh: string; en: string }[] }

/** Published rows holding links, read in pages by id (articles) or whole (the rest, which are few). */
const ARTICLE_PAGE = 500
const HAS_LINK = (column: string) => sql<boolean>`${sql.ref(column)} ~ '<(a|img|video|source)[ >]'`

/** SQL of the link checker: what published content holds, and the occurrences with their results. */
export function linksRepository(db: Kysely<DB>) {
  const withSections = () =>
    db
      .selectFrom('link_check as l')
      .selectAll('l')
      .select(
        sql<
          LinkCheckRow['sections']
        >`(select coalesce(json_agg(json_build_object('id', m.id, 'zh', m.name_zh, 'en', m.name_en) order by m.id), '[]'::json)
          from menu m where m.id = any(l.section_ids))`.as('sections'),
      )

  return {
    /** A page of published articles with a link, an image or an external link, after `afterId` (or the one `id`). */
    articles: (after: { afterId: number } | { id: number }) =>
      db
        .selectFrom('article as a')
        .select(['a.id', 'a.title_zh', 'a.title_en', 'a.body_zh', 'a.body_en', 'a.out_link'])
        .select(
          sql<
            number[]
          >`(select coalesce(array_agg(am.menu_id order by am.menu_id), '{}') from article_menu am where am.article_id = a.id)`.as(
            'menu_ids',
          ),
        )
        .where(visibleSql('a'))
        .$call((q) => ('id' in after ? q.where('a.id', '=', after.id) : q.where('a.id', '>', after.afterId)))
        .where((eb) => eb.or([eb('a.out_link', '<>', ''), eb(HAS_LINK('a.body_zh'), '=', true), eb(HAS_LINK('a.body_en'), '=', true)]))
        .orderBy('a.id')
        .limit(ARTICLE_PAGE)
        .execute(),

    articlePage: ARTICLE_PAGE,

    menus: (id?: number) =>
      db
        .selectFrom('menu as m')
        .select(['m.id', 'm.name_zh', 'm.name_en', 'm.out_link', 'm.intro_zh', 'm.intro_en'])
        .where(visibleSql('m'))
        .$if(id !== undefined, (q) => q.where('m.id', '=', id!))
        .execute(),

    banners: (id?: number) =>
      db
        .selectFrom('image as i')
        .select(['i.id', 'i.title_zh', 'i.title_en', 'i.link', 'i.menu_id'])
        .where(visibleSql('i'))
        .where('i.link', 'is not', null)
        .where('i.link', '<>', '')
        .$if(id !== undefined, (q) => q.where('i.id', '=', id!))
        .execute(),

    quickLinks: (id?: number) =>
      db
        .selectFrom('quick_link as q')
        .select(['q.id', 'q.name_zh', 'q.name_en', 'q.url'])
        .where(visibleSql('q'))
        .$if(id !== undefined, (q) => q.where('q.id', '=', id!))
        .execute(),

    teams: (id?: number) =>
      db
        .selectFrom('team as t')
        .select(['t.id', 't.name_zh', 't.name_en', 't.bio_zh', 't.bio_en', 't.interests_zh', 't.interests_en'])
        .where(visibleSql('t'))
        .$if(id !== undefined, (q) => q.where('t.id', '=', id!))
        .execute(),

    facilities: (id?: number) =>
      db
        .selectFrom('facility as f')
        .select(['f.id', 'f.name_zh', 'f.name_en', 'f.intro_zh', 'f.intro_en', 'f.booking_url'])
        .where(visibleSql('f'))
        .$if(id !== undefined, (q) => q.where('f.id', '=', id!))
        .execute(),

    faqs: (id?: number) =>
      db
        .selectFrom('faq as f')
        .select(['f.id', 'f.question_zh', 'f.question_en', 'f.answer_zh', 'f.answer_en'])
        .where(visibleSql('f'))
        .$if(id !== undefined, (q) => q.where('f.id', '=', id!))
        .execute(),

    /** Conferences (or the one of working copy `id`, what a publish names); the console opens them by menu entry. */
    conferences: (id?: number) =>
      db
        .selectFrom('meeting as c')
        .select([
          'c.menu_id',
          'c.title_zh',
          'c.title_en',
          'c.summary_zh',
          'c.summary_en',
          'c.traffic_zh',
          'c.traffic_en',
          'c.fee_zh',
          'c.fee_en',
          'c.notice_zh',
          'c.notice_en',
        ])
        .where(visibleSql('c'))
        .$if(id !== undefined, (q) => q.where('c.id', '=', id!))
        .execute(),

    /** Whether an article is public now (an internal link's `/detail/…/{id}`). */
    async articleVisible(id: number): Promise<boolean> {
      const row = await db.selectFrom('article as a').select('a.id').where('a.id', '=', id).where(visibleSql('a')).executeTakeFirst()
      return row !== undefined
    },

    async teamVisible(id: number): Promise<boolean> {
      const row = await db.selectFrom('team as t').select('t.id').where('t.id', '=', id).where(visibleSql('t')).executeTakeFirst()
      return row !== undefined
    },

    /** Whether a stored file is public (an internal image or download address). */
    async filePublic(id: string): Promise<boolean> {
      const row = await db.selectFrom('file').select('id').where('id', '=', id).where('visibility', '=', 'public').executeTakeFirst()
      return row !== undefined
    },

    /** Writes the occurrences found, keeping each one's result, ignored mark and first-broken time. */
    async upsert(rows: readonly NewLink[], seenAt: Date): Promise<void> {
      if (rows.length === 0) return
      await db
        .insertInto('link_check')
        .values(rows.map((r) => ({ ...r, seen_at: seenAt })))
        .onConflict((oc) =>
          oc.columns(['item_kind', 'item_id', 'field', 'target', 'link_text']).doUpdateSet((eb) => ({
            section_ids: eb.ref('excluded.section_ids'),
            title_zh: eb.ref('excluded.title_zh'),
            title_en: eb.ref('excluded.title_en'),
            kind: eb.ref('excluded.kind'),
            seen_at: eb.ref('excluded.seen_at'),
          })),
        )
        .execute()
    },

    /** Removes what a check of one item (or of everything) no longer found. */
    async removeUnseen(since: Date, item?: { kind: LinkItemKind; id: number }): Promise<void> {
      await db
        .deleteFrom('link_check')
        .where('seen_at', '<', since)
        .$if(item !== undefined, (q) => q.where('item_kind', '=', item!.kind).where('item_id', '=', item!.id))
        .execute()
    },

    /** The addresses to check (each once), of one item or of everything; ignored occurrences are not. */
    async targets(item?: { kind: LinkItemKind; id: number }): Promise<string[]> {
      const rows = await db
        .selectFrom('link_check')
        .select('target')
        .distinct()
        .where('ignored', '=', false)
        .$if(item !== undefined, (q) => q.where('item_kind', '=', item!.kind).where('item_id', '=', item!.id))
        .orderBy('target')
        .execute()
      return rows.map((r) => r.target)
    },

    /** Writes what a check of `target` found to each of its occurrences (broken: since when, kept while it stays broken). */
    async record(target: string, outcome: CheckOutcome, at: Date): Promise<void> {
      await db
        .updateTable('link_check')
        .set({
          status: outcome.status,
          problem: outcome.problem,
          http_status: outcome.http_status,
          last_checked_at: at,
          first_broken_at: outcome.status === 'broken' ? sql<Date>`coalesce(first_broken_at, ${at.toISOString()}::timestamptz)` : null,
        })
        .where('target', '=', target)
        .execute()
    },

    get: (id: number) => withSections().where('l.id', '=', id).executeTakeFirst(),

    async setIgnored(id: number, ignored: boolean): Promise<boolean> {
      const done = await db.updateTable('link_check').set({ ignored }).where('id', '=', id).executeTakeFirst()
      return Number(done.numUpdatedRows) > 0
    },

    /**
     * A page of the broken links (or the ignored ones), by first section, item, then place; `sections`
     * null is everyone's, otherwise only rows listed in one of them.
     */
    async list(filter: { sections: readonly number[] | null; menuId?: number; ignored: boolean; page: number; pageSize: number }) {
      const scoped = db
        .selectFrom('link_check as l')
        .$call((q) =>
          filter.ignored ? q.where('l.ignored', '=', true) : q.where('l.ignored', '=', false).where('l.status', '=', 'broken'),
        )
        .$if(filter.sections !== null, (q) => q.where(sql<boolean>`l.section_ids && ${sql.val(filter.sections)}::integer[]`))
        .$if(filter.menuId !== undefined, (q) => q.where(sql<boolean>`${filter.menuId} = any(l.section_ids)`))
      const { total } = await scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
      const ids = await scoped
        .select('l.id')
        .orderBy(sql`l.section_ids[1] nulls first`)
        .orderBy('l.item_kind')
        .orderBy('l.item_id')
        .orderBy('l.field')
        .orderBy('l.id')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute()
      const rows = ids.length
        ? await withSections()
            .where(
              'l.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : []
      const order = new Map(ids.map((r, i) => [r.id, i]))
      return { total: Number(total), rows: rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!) }
    },

    /** When the latest link was checked. */
    async lastCheckedAt(): Promise<Date | null> {
      const row = await db
        .selectFrom('link_check')
        .select((eb) => eb.fn.max('last_checked_at').as('at'))
        .executeTakeFirst()
      return row?.at ? new Date(row.at) : null
    },

    /** Broken links not ignored, counted per section (0: those in no section, the administrators'). */
    async brokenBySection(): Promise<{ section: number; count: number; zh: string; en: string }[]> {
      const rows = await sql<{ section: number; count: string; zh: string | null; en: string | null }>`
        select s.section, count(*) as count, m.name_zh as zh, m.name_en as en
        from (select coalesce(u.section, 0) as section
              from link_check l left join lateral unnest(l.section_ids) as u(section) on true
              where l.status = 'broken' and not l.ignored) s
        left join menu m on m.id = s.section
        group by s.section, m.name_zh, m.name_en
        order by s.section`.execute(db)
      return rows.rows.map((r) => ({ section: Number(r.section), count: Number(r.count), zh: r.zh ?? '', en: r.en ?? '' }))
    },
  }
}

export type LinksRepository = ReturnType<typeof linksRepository>
