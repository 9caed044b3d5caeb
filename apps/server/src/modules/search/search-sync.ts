import { sectionTemplates } from '@ibr/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Announce } from '../../changes/content-changes.js'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { formatDay } from '../../lib/dates.js'
import { plainTextOf } from '../../lib/plain-text.js'
import type { MenuService, MenuTree } from '../menu/index.js'
import { searchRepository, type SearchDocInput } from './search-repository.js'
import { lockSearchSync } from './search-sync-lock-repository.js'
import { segmented } from './search-text.js'

export const SEARCH_SYNC_JOB = 'search.sync'
const BATCH = 200
const LANGS = ['zh', 'en'] as const

type ArticleRow = Awaited<ReturnType<ReturnType<typeof searchRepository>['articles']>>[number]
type TeamRows = Awaited<ReturnType<ReturnType<typeof searchRepository>['teams']>>[number]
type FacilityRow = Awaited<ReturnType<ReturnType<typeof searchRepository>['facilities']>>[number]
type MeetingRows = Awaited<ReturnType<ReturnType<typeof searchRepository>['meetings']>>[number]

/** The team section's entry that lists the core facilities (the site's facility page). */
const FACILITY_LIST = 'coreFacility'

/** Texts that are there, joined by spaces. */
const joined = (texts: readonly string[]) => texts.filter((v) => v.trim()).join(' ')

/** An article's rows in the index, one per language it has a title in; none when the public cannot reach it. */
function articleDocs(row: ArticleRow, tree: MenuTree, timeZone: string): SearchDocInput[] {
  // The first entry listing it that the public menu shows: one under a hidden entry is still found through the others.
  const node = row.menu_ids.map((id) => tree.get(id)).find((n) => n !== undefined)
  // Highlights link elsewhere and have no page of their own here.
  if (row.status !== 'published' || !node || row.out_link) return []
  const section = tree.sectionOf(node).row.list_template
  const extra = [row.authors, row.journal, row.doi].filter((v) => v).join(' ')
  const year = row.kind === 'paper' && row.pub_year ? row.pub_year : Number(formatDay(new Date(row.publish_at), timeZone).slice(0, 4))
  return LANGS.flatMap((lang) => {
    const title = lang === 'zh' ? row.title_zh : row.title_en
    if (!title.trim()) return []
    const sub = lang === 'zh' ? row.sub_title_zh : row.sub_title_en
    const body = [sub, plainTextOf(lang === 'zh' ? row.body_zh : row.body_en), extra].filter((v) => v).join(' ')
    return [
      {
        kind: 'article',
        refId: row.id,
        lang,
        section,
        type: node.detailType,
        title,
        body,
        titleWords: segmented(title),
        bodyWords: segmented(body),
        year,
        publishAt: new Date(row.publish_at),
        unpublishAt: row.unpublish_at ? new Date(row.unpublish_at) : null,
        parentId: null,
        path: `/detail/${node.detailType}/${row.id}`,
        lists: row.menu_ids,
      },
    ]
  })
}

/**
 * A team's rows (a research team or a collaborating researcher) and one per member, each in the
 * languages it has a name in; all lead to the team's page, listed under the team section's entry of
 * its kind. None when the team is not published or the site has no such list.
 */
function teamDocs({ team, members }: TeamRows, tree: MenuTree, timeZone: string, teamSection: string): SearchDocInput[] {
  const section = tree.roots.find((n) => n.row.list_template === teamSection)
  const node = section?.children.find((n) => n.row.list_template === team.kind)
  if (team.status !== 'published' || !section || !node) return []
  const window = {
    section: teamSection,
    type: node.detailType,
    year: Number(formatDay(new Date(team.publish_at), timeZone).slice(0, 4)),
    publishAt: new Date(team.publish_at),
    unpublishAt: team.unpublish_at ? new Date(team.unpublish_at) : null,
  }
  return LANGS.flatMap((lang) => {
    const name = team[`name_${lang}`]
    if (!name.trim()) return []
    const path = `/teamDetail/${node.detailType}/${team.id}/${encodeURIComponent(name)}`
    const roster = members.map((m) => [m[`name_${lang}`], m[`role_${lang}`]].filter((v) => v).join(' ')).join(' ')
    const body = [
      [team[`leader_${lang}`], team[`leader_title_${lang}`]].filter((v) => v).join(' '),
      team[`summary_${lang}`],
      plainTextOf(team[`bio_${lang}`]),
      plainTextOf(team[`interests_${lang}`]),
      roster,
    ]
      .filter((v) => v.trim())
      .join(' ')
    const teamDoc: SearchDocInput = {
      ...window,
      kind: 'team',
      refId: team.id,
      lang,
      title: name,
      body,
      titleWords: segmented(name),
      bodyWords: segmented(body),
      parentId: null,
      path,
    }
    const memberDocs = members.flatMap((m): SearchDocInput[] => {
      const memberName = m[`name_${lang}`]
      if (!memberName.trim()) return []
      const about = [m[`role_${lang}`], name].filter((v) => v.trim()).join(' · ')
      return [
        {
          ...window,
          kind: 'member',
          refId: m.id,
          lang,
          title: memberName,
          body: about,
          titleWords: segmented(memberName),
          bodyWords: segmented(about),
          parentId: team.id,
          path,
        },
      ]
    })
    return [teamDoc, ...memberDocs]
  })
}

/**
 * A core facility's rows, in the languages it has a name in. The facility page lists them all; the
 * address names this one, which the page opens and scrolls to. None when the facility is not
 * published or the team section has no facility page.
 */
function facilityDocs(row: FacilityRow, tree: MenuTree, timeZone: string, teamSection: string): SearchDocInput[] {
  const section = tree.roots.find((n) => n.row.list_template === teamSection)
  const node = section?.children.find((n) => n.row.list_template === FACILITY_LIST)
  if (row.status !== 'published' || !node) return []
  return LANGS.flatMap((lang): SearchDocInput[] => {
    const name = row[`name_${lang}`]
    if (!name.trim()) return []
    const body = joined([
      row[`summary_${lang}`],
      plainTextOf(row[`intro_${lang}`]),
      ...row.instruments.map((i) => joined([i.name[lang], i.model])),
      ...row.services.map((s) => s[lang]),
      row[`location_${lang}`],
    ])
    return [
      {
        kind: 'facility',
        refId: row.id,
        lang,
        section: teamSection,
        type: node.detailType,
        title: name,
        body,
        titleWords: segmented(name),
        bodyWords: segmented(body),
        year: Number(formatDay(new Date(row.publish_at), timeZone).slice(0, 4)),
        publishAt: new Date(row.publish_at),
        unpublishAt: row.unpublish_at ? new Date(row.unpublish_at) : null,
        parentId: null,
        path: `${node.path}?facility=${row.id}`,
      },
    ]
  })
}

/**
 * A conference's rows, in the languages it has a title in, leading to its first page (the overview)
 * as its menu entry does; the year is the conference's own. None when it is not published or its
 * menu entry is hidden: a new conference's entry stays hidden until its first approval, and the
 * public conference pages find nothing under a hidden entry.
 */
function meetingDocs({ meeting, sessions }: MeetingRows, tree: MenuTree): SearchDocInput[] {
  const node = tree.get(meeting.menu_id)
  if (meeting.status !== 'published' || !node) return []
  return LANGS.flatMap((lang): SearchDocInput[] => {
    const title = meeting[`title_${lang}`]
    if (!title.trim()) return []
    const body = joined([
      meeting[`sub_title_${lang}`],
      plainTextOf(meeting[`summary_${lang}`]),
      meeting[`venue_${lang}`],
      meeting[`address_${lang}`],
      meeting[`organizer_${lang}`],
      ...sessions.map((s) => joined([s[`title_${lang}`], s[`speaker_${lang}`]])),
    ])
    return [
      {
        kind: 'meeting',
        refId: meeting.id,
        lang,
        section: tree.sectionOf(node).row.list_template,
        type: node.detailType,
        title,
        body,
        titleWords: segmented(title),
        bodyWords: segmented(body),
        year: meeting.year,
        publishAt: new Date(meeting.publish_at),
        unpublishAt: meeting.unpublish_at ? new Date(meeting.unpublish_at) : null,
        parentId: null,
        path: node.children[0]?.path ?? node.path,
      },
    ]
  })
}

/** What each queued kind's entries become in the index. */
function indexers(tree: MenuTree, timeZone: string, product: string) {
  const teamSection = sectionTemplates(product).team
  return {
    article: async (repo: ReturnType<typeof searchRepository>, ids: readonly number[]) =>
      (await repo.articles(ids)).flatMap((row) => articleDocs(row, tree, timeZone)),
    team: async (repo: ReturnType<typeof searchRepository>, ids: readonly number[]) =>
      (await repo.teams(ids)).flatMap((rows) => teamDocs(rows, tree, timeZone, teamSection)),
    facility: async (repo: ReturnType<typeof searchRepository>, ids: readonly number[]) =>
      (await repo.facilities(ids)).flatMap((row) => facilityDocs(row, tree, timeZone, teamSection)),
    meeting: async (repo: ReturnType<typeof searchRepository>, ids: readonly number[]) =>
      (await repo.meetings(ids)).flatMap((rows) => meetingDocs(rows, tree)),
  }
}

/**
 * Drains the search queue: each queued article's, team's, facility's or conference's rows replaced
 * (or removed when it is gone, not published or not listed anywhere), in batches, each batch and
 * its dequeue in one transaction. Answers how many were indexed.
 *
 * Syncs overlap: at every start the one main.ts queues and the recurring one are due together, and
 * each instance runs its own. Two batches read from the same queue would each remove the rows and
 * insert them again (a duplicate of search_doc's key) and count their words twice, so each batch
 * holds one lock from reading the queue to its commit: the next sync's batch then finds only what
 * is still queued. An upsert alone would hide the duplicate but not the words counted twice.
 */
export async function syncSearch(db: Kysely<DB>, menu: MenuService, timeZone: string, product: string): Promise<number> {
  const tree = await menu.tree()
  let indexed = 0
  for (const [kind, docsOf] of Object.entries(indexers(tree, timeZone, product))) {
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        await lockSearchSync(trx)
        const repo = searchRepository(trx)
        const queued = await repo.queued(kind, BATCH)
        if (queued.length === 0) return 0
        const ids = queued.map((q) => q.ref_id)
        const docs = await docsOf(repo, ids)
        await repo.remove(kind, ids)
        await repo.insert(docs)
        await repo.dequeue(kind, queued)
        return queued.length
      })
      if (done === 0) break
      indexed += done
    }
  }
  return indexed
}

/**
 * The sync as a job: queued when published content changes, and every minute for what changed
 * otherwise. A change of the index is announced, so kept answers (the public cache) are dropped.
 */
export function searchJobs(
  db: Kysely<DB>,
  menu: MenuService,
  timeZone: string,
  product: string,
  log: FastifyBaseLogger,
  announce: Announce,
): JobDefinition<unknown>[] {
  return [
    {
      name: SEARCH_SYNC_JOB,
      everySeconds: 60,
      run: async () => {
        const n = await syncSearch(db, menu, timeZone, product)
        if (n === 0) return
        log.debug({ indexed: n }, 'search index synced')
        await announce('search')
      },
    },
  ]
}
