import type { Lang } from '@ibr/contract'
import type { ArticleDoc } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Announce } from '../../changes/content-changes.js'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { lockItem } from '../../workflow/workflow-runner.js'
import { notify } from '../notifications/index.js'
import { editorialRepository } from './editorial-repository.js'
import { scheduledPublicationRepository, type ScheduledPublication } from './scheduled-publication-repository.js'
import { timedNoticeRepository } from './timed-notice-repository.js'

export const PUBLISH_SCHEDULED_JOB = 'editorial.publish-scheduled'
export const TIMED_NOTICES_JOB = 'editorial.timed-notices'

/** Queues the publishing of waiting versions at `at`, in the approval's transaction (`key`: once per approval). */
export type ScheduleAt = (trx: Transaction<DB>, at: Date, key: string) => Promise<unknown>

/**
 * What an approval puts online: the languages it approves, and those of a version still waiting
 * that it does not approve again (approved already: they must not be lost when this approval
 * replaces the waiting one), each with its own text.
 */
export function withWaiting(doc: ArticleDoc, langs: readonly Lang[], waiting: ScheduledPublication | undefined) {
  if (!waiting) return { doc, langs: [...langs] }
  const older = waiting.langs.filter((l) => !langs.includes(l))
  const merged: ArticleDoc = { ...doc }
  for (const l of older) merged[l] = waiting.doc[l]
  return { doc: merged, langs: [...langs, ...older] }
}

/** Runs of a waiting version's publishing before it is given up and its people are told (a run a minute). */
export const PUBLISH_ATTEMPTS = 5

/** An item whose scheduled time came, with the people to tell and the sections they must still be allowed to write in. */
interface ScheduledItem {
  id: number
  told: readonly number[]
  sections: readonly number[]
  title: { zh: string; en: string }
}

/** Tells an item's people that its time came: it went online or offline, or its publishing was given up (and why). */
function tellScheduleRan(trx: Transaction<DB>, action: 'published' | 'unpublished' | 'failed', item: ScheduledItem, detail?: string) {
  return notify(trx, {
    kind: 'scheduleRan',
    action,
    audience: { permission: 'content.write', scopes: item.sections.map((section) => ({ section })), userIds: item.told },
    link: `/articles/${item.id}`,
    title: item.title,
    detail,
  })
}

/**
 * Replaces the public row of every item whose waiting version's time has come, each under the
 * item's workflow lock (a step on it waits, and a waiting version replaced or dropped meanwhile is
 * not published), telling the people who changed it and its approver; `published` hears of each
 * item once its transaction committed. An item that fails is left to the next run and does not stop
 * the others; at its PUBLISH_ATTEMPTS-th failure it is given up and its people are told why.
 * Safe to repeat: a published one no longer waits.
 */
export async function publishDue(db: Kysely<DB>, log: FastifyBaseLogger, published: (id: number) => void): Promise<void> {
  for (const id of await scheduledPublicationRepository(db).due()) {
    try {
      if (await publishOne(db, id)) published(id)
    } catch (error) {
      log.error({ err: error, article: id }, 'scheduled version not published')
      await giveUpAtLast(db, id, error)
    }
  }
}

const scheduledItem = (id: number, p: ScheduledPublication): ScheduledItem => ({
  id,
  told: p.told,
  sections: p.doc.menuIds,
  title: { zh: p.doc.zh.title, en: p.doc.en.title },
})

async function publishOne(db: Kysely<DB>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockItem(trx, 'article', id)
    const waiting = scheduledPublicationRepository(trx)
    const p = await waiting.get(id, { due: true })
    if (!p) return false
    await editorialRepository(trx).publish(id, p.doc, p.langs, p.byName, p.at)
    await waiting.setPublicVersion(id, p.version)
    await tellScheduleRan(trx, 'published', scheduledItem(id, p))
    // Its going online is told above; an unpublish time it brings is told when it comes.
    await timedNoticeRepository(trx).watch(id, p.told, { publish: false })
    await waiting.drop(id)
    return true
  })
}

async function giveUpAtLast(db: Kysely<DB>, id: number, error: unknown) {
  await db.transaction().execute(async (trx) => {
    const p = await scheduledPublicationRepository(trx).failed(id, PUBLISH_ATTEMPTS)
    if (!p) return
    await tellScheduleRan(trx, 'failed', scheduledItem(id, p), error instanceof Error ? error.message : String(error))
  })
}

/**
 * Tells the people of each item whose noted publish or unpublish time has come (a new item going
 * online by the visibility rule, an item going offline), each time once; answers how many were told.
 */
export async function announceTimes(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const notices = timedNoticeRepository(trx)
    let told = 0
    for (const [column, action] of [
      ['publish_at', 'published'],
      ['unpublish_at', 'unpublished'],
    ] as const) {
      for (const item of await notices.takeCome(column)) {
        await tellScheduleRan(trx, action, {
          id: item.article_id,
          told: item.told,
          sections: item.sections,
          title: { zh: item.title_zh, en: item.title_en },
        })
        told += 1
      }
    }
    return told
  })
}

/**
 * The publishing of waiting versions: queued by each approval for its time, and every minute in case
 * one was missed (a job given up, a database restored from a backup), each run publishing whatever
 * is due; then every instance clears its cached answers, even when something later failed (the ones
 * before it are online), and the links of each version now online are checked (`checkLinks`). And
 * every minute, on one instance, the publish and unpublish times that came are told.
 */
export function scheduledPublicationJobs(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  announce: Announce,
  checkLinks: (id: number) => void,
): JobDefinition[] {
  return [
    {
      name: PUBLISH_SCHEDULED_JOB,
      everySeconds: 60,
      run: async () => {
        const published: number[] = []
        try {
          await publishDue(db, log, (id) => published.push(id))
        } finally {
          if (published.length > 0) {
            log.info({ published: published.length }, 'scheduled versions published')
            for (const id of published) checkLinks(id)
            await announce('scheduled')
          }
        }
      },
    },
    {
      name: TIMED_NOTICES_JOB,
      everySeconds: 60,
      run: async () => {
        await announceTimes(db)
      },
    },
  ]
}
