import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { ARTICLE_DETAIL_COLUMNS } from '../../db/sql/article-columns.js'
import { conferenceColumns } from '../../db/sql/conference-columns.js'
import type { DB } from '../../db/schema.js'
import { rowMarks } from './search-scope.js'
import { isLatinWord, latinWords } from './search-words.js'

/** Longest body text kept per item and language: a tsvector holds at most 1 MB, and a snippet needs far less. */
const BODY_MAX = 100_000

export interface SearchDocInput {
  kind: string
  refId: number
  lang: 'zh' | 'en'
  section: string
  type: string
  title: string
  body: string
  /** The title's and body's words as the segmenter cut them, separated by spaces. */
  titleWords: string
  bodyWords: string
  year: number
  publishAt: Date
  unpublishAt: Date | null
  /** The team of a member's row. */
  parentId: number | null
  /** The row's route on the site. */
  path: string
  /** The menu entries that list it (articles): their marks let a section list's keyword filter use the index. */
  lists?: readonly number[]
}

/** Rows a queued entry owns besides its own: a team's members. */
const CHILD_KIND: Record<string, string> = { team: 'member' }

/** The rows of the index a queued kind's ids own. */
const owned = (kind: string, refIds: readonly number[]) => (eb: ExpressionBuilder<DB, 'search_doc'>) => {
  const child = CHILD_KIND[kind]
  const own = eb.and([eb('kind', '=', kind), eb('ref_id', 'in', refIds)])
  return child ? eb.or([own, eb.and([eb('kind', '=', child), eb('parent_id', 'in', refIds)])]) : own
}

/** Rows written by one statement: fewer round trips, each statement still small. */
const INSERT_ROWS = 50

/**
 * Chinese and Latin words as cut, weighted title over body; English also stemmed, so "neurons" finds
 * "neuron"; and the row's month, year and section marks (search-scope.ts), without positions.
 */
const tsvOf = (d: SearchDocInput) => {
  const marks = sql`array_to_tsvector(${sql.val(rowMarks(d))}::text[])`
  return d.lang === 'en'
    ? sql`setweight(to_tsvector('simple', ${d.titleWords}), 'A') || setweight(to_tsvector('simple', ${d.bodyWords}), 'B')
        || setweight(to_tsvector('english', ${d.title}), 'A') || setweight(to_tsvector('english', ${d.body}), 'B') || ${marks}`
    : sql`setweight(to_tsvector('simple', ${d.titleWords}), 'A') || setweight(to_tsvector('simple', ${d.bodyWords}), 'B') || ${marks}`
}

/** How many of the documents hold each Latin word (each document counted once per word), from their words. */
function wordCounts(docs: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const list of docs) for (const w of new Set(list.filter(isLatinWord))) counts.set(w, (counts.get(w) ?? 0) + 1)
  return counts
}

/** SQL of the search index; takes the sync's transaction. */
export function searchRepository(db: Kysely<DB>) {
  /** Adds (sign 1) or takes away (-1) the documents' words in the word list; a word no row holds any more leaves it. */
  async function countWords(docs: readonly (readonly string[])[], sign: 1 | -1): Promise<void> {
    const counts = wordCounts(docs)
    if (counts.size === 0) return
    const list = sql.val([...counts.keys()])
    const numbers = sql.val([...counts.values()])
    if (sign === 1) {
      await sql`insert into search_word (word, docs) select * from unnest(${list}::text[], ${numbers}::int[])
        on conflict (word) do update set docs = search_word.docs + excluded.docs`.execute(db)
      return
    }
    await sql`update search_word w set docs = w.docs - c.n from unnest(${list}::text[], ${numbers}::int[]) as c(word, n)
      where w.word = c.word`.execute(db)
    await sql`delete from search_word where docs <= 0 and word = any(${list}::text[])`.execute(db)
  }

  return {
    /** The oldest entries of a kind's queue: what to index next, and the time each was queued. */
    queued(kind: string, limit: number) {
      return (
        db
          .selectFrom('search_queue')
          .where('kind', '=', kind)
          // As text: a Date would drop the microseconds, and the entry would never compare as read.
          .select(['ref_id', sql<string>`queued_at::text`.as('queued_at')])
          .orderBy('queued_at')
          .orderBy('ref_id')
          .limit(limit)
          .execute()
      )
    },

    /** Entries read and indexed; one queued again since (a later change) stays for the next round. */
    async dequeue(kind: string, entries: readonly { ref_id: number; queued_at: string }[]): Promise<void> {
      for (const e of entries) {
        await db
          .deleteFrom('search_queue')
          .where('kind', '=', kind)
          .where('ref_id', '=', e.ref_id)
          .where('queued_at', '<=', sql<Date>`${e.queued_at}::timestamptz`)
          .execute()
      }
    },

    /** Articles by id, with every menu entry that lists each, in id order (the first shown one names its section). */
    articles(ids: readonly number[]) {
      return db
        .selectFrom('article as a')
        .where('a.id', 'in', ids)
        .select(ARTICLE_DETAIL_COLUMNS)
        .select([
          'a.status',
          'a.unpublish_at',
          sql<number[]>`array(select am.menu_id from article_menu am where am.article_id = a.id order by am.menu_id)`.as('menu_ids'),
        ])
        .execute()
    },

    /** Published teams by id (with any status: the sync decides), and their members. */
    async teams(ids: readonly number[]) {
      const [teams, members] = await Promise.all([
        db.selectFrom('team').where('id', 'in', ids).selectAll().execute(),
        db.selectFrom('team_member').where('team_id', 'in', ids).selectAll().orderBy('sort').orderBy('id').execute(),
      ])
      return teams.map((team) => ({ team, members: members.filter((m) => m.team_id === team.id) }))
    },

    /** Facilities by id, with any status: the sync decides. */
    facilities(ids: readonly number[]) {
      return db.selectFrom('facility').where('id', 'in', ids).selectAll().execute()
    },

    /** Conferences by id (with any status: the sync decides), and their programmes' sessions. */
    async meetings(ids: readonly number[]) {
      const [meetings, sessions] = await Promise.all([
        db
          .selectFrom('meeting as m')
          .where('m.id', 'in', ids)
          .select(conferenceColumns)
          .select([
            'm.status',
            'm.publish_at',
            'm.unpublish_at',
            // The conference's own year, the one a visitor looks for it under.
            sql<number>`extract(year from m.start_date)::int`.as('year'),
          ])
          .execute(),
        db
          .selectFrom('meeting_session as s')
          .innerJoin('meeting_tag as t', 't.id', 's.tag_id')
          .where('t.meeting_id', 'in', ids)
          .select(['t.meeting_id', 's.title_zh', 's.title_en', 's.speaker_zh', 's.speaker_en'])
          .orderBy('t.day')
          .orderBy('s.start_time')
          .orderBy('s.sort')
          .orderBy('s.id')
          .execute(),
      ])
      return meetings.map((meeting) => ({ meeting, sessions: sessions.filter((s) => s.meeting_id === meeting.id) }))
    },

    /** A queued entry's rows out of the index, and their words out of the word list. */
    async remove(kind: string, refIds: readonly number[]): Promise<void> {
      if (refIds.length === 0) return
      const old = await db.selectFrom('search_doc').where(owned(kind, refIds)).select(['title', 'body']).execute()
      await countWords(
        old.map((d) => [...latinWords(`${d.title} ${d.body}`)]),
        -1,
      )
      await db.deleteFrom('search_doc').where(owned(kind, refIds)).execute()
    },

    /** Which of the words the index holds. */
    async knownWords(list: readonly string[]): Promise<Set<string>> {
      if (list.length === 0) return new Set()
      const rows = await db.selectFrom('search_word').where('word', 'in', list).select('word').execute()
      return new Set(rows.map((r) => r.word))
    },

    /**
     * Words that may be the one meant: the nearest by trigram distance (GiST), and those starting
     * with the same two letters and of about the same length, which trigrams rank poorly when two
     * letters of a short word are swapped.
     */
    async wordCandidates(word: string): Promise<{ word: string; docs: number }[]> {
      const length = [...word].length
      const result = await sql<{ word: string; docs: number }>`
        (select word, docs from search_word order by word <-> ${word} limit 20)
        union
        (select word, docs from search_word
          where left(word, 2) = left(${word}, 2) and length(word) between ${length - 2} and ${length + 2} limit 200)`.execute(db)
      return result.rows
    },

    async insert(docs: readonly SearchDocInput[]): Promise<void> {
      for (let from = 0; from < docs.length; from += INSERT_ROWS) {
        await db
          .insertInto('search_doc')
          .values(
            docs.slice(from, from + INSERT_ROWS).map((d) => ({
              kind: d.kind,
              ref_id: d.refId,
              lang: d.lang,
              section: d.section,
              type: d.type,
              title: d.title,
              body: d.body.slice(0, BODY_MAX),
              year: d.year,
              publish_at: d.publishAt,
              unpublish_at: d.unpublishAt,
              tsv: tsvOf(d) as never,
              parent_id: d.parentId,
              path: d.path,
            })),
          )
          .execute()
      }
      // The words as the sync cut them; a body cut short for the index is cut again as removal will read it.
      await countWords(
        docs.map((d) =>
          d.body.length > BODY_MAX
            ? [...latinWords(`${d.title} ${d.body.slice(0, BODY_MAX)}`)]
            : `${d.titleWords} ${d.bodyWords}`.split(' '),
        ),
        1,
      )
    },

    /**
     * How many items match within a scope (search-scope.ts), and one page of them, best first, each
     * item once: in the reader's language when it matches there, otherwise in the other. Items whose
     * title matches come first, by ts_rank of the title (read from the small title_tsv: ranking by
     * the whole text would read every match's large tsvector), raised a little for the reader's
     * language; then newest first. Only the page's rows are read whole.
     */
    async search(query: { words: string; raw: string; scope: string | null; lang: string; limit: number; offset: number }) {
      const wordMatch = sql`(to_tsquery('simple', ${query.words}) || plainto_tsquery('english', ${query.raw}))`
      const match = query.scope ? sql`(${wordMatch} && ${query.scope}::tsquery)` : wordMatch
      const result = await sql<{
        total: number
        kind: string | null
        ref_id: number
        lang: 'zh' | 'en'
        type: string
        section: string
        title: string
        body: string
        publish_at: Date
        path: string
      }>`
        with q as (select ${wordMatch} as q, ${match} as m),
        hits as (
          select d.kind, d.ref_id, d.lang, d.publish_at,
            (case when d.title_tsv @@ q.q then 1 + ts_rank(d.title_tsv, q.q) else 0 end)
              * (case when d.lang = ${query.lang} then 1.2 else 1 end) as rank
          from search_doc d, q
          where d.tsv @@ q.m and d.publish_at <= now() and (d.unpublish_at is null or d.unpublish_at > now())
        ),
        best as (select distinct on (kind, ref_id) * from hits order by kind, ref_id, (lang = ${query.lang}) desc),
        counted as (select count(*)::int as total from best),
        page as (select * from best order by rank desc, publish_at desc, ref_id desc limit ${query.limit} offset ${query.offset})
        select counted.total, d.kind, d.ref_id, d.lang, d.type, d.section, d.title, d.body, d.publish_at, d.path
        from counted
        left join (page join search_doc d on d.kind = page.kind and d.ref_id = page.ref_id and d.lang = page.lang) on true
        order by page.rank desc, page.publish_at desc, page.ref_id desc`.execute(db)
      const total = result.rows[0]?.total ?? 0
      // Without a row on the page, the count comes back alone in a row of nulls.
      return { total, rows: result.rows.filter((r) => r.kind !== null).map((r) => ({ ...r, kind: r.kind! })) }
    },
  }
}
