import type { Lang } from '@ibr/contract'
import type { ArticleDoc } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { lockItem } from '../../workflow/workflow-runner.js'
import { notify } from '../notifications/notifications-service.js'
import { editorialRepository } from './editorial-repository.js'
import { scheduledPublicationRepository, type ScheduledPublication } from './scheduled-publication-repository.js'

export const PUBLISH_SCHEDULED_JOB = 'editorial.publish-scheduled'

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

/**
 * Replaces the public row of every item whose waiting version's time has come, each under the
 * item's workflow lock (a step on it waits, and a waiting version replaced or dropped meanwhile is
 * not published), telling the people who changed it and its approver; `published` hears of each
 * item once its transaction committed. Safe to repeat: a published one no longer waits.
 */
export async function publishDue(db: Kysely<DB>, published: (id: number) => void): Promise<void> {
  for (const id of await scheduledPublicationRepository(db).due()) {
    const done = await db.transaction().execute(async (trx) => {
      await lockItem(trx, 'article', id)
      const waiting = scheduledPublicationRepository(trx)
      const p = await waiting.get(id, { due: true })
      if (!p) return false
      await editorialRepository(trx).publish(id, p.doc, p.langs, p.byName, p.at)
      await waiting.setPublicVersion(id, p.version)
      await notify(trx, {
        kind: 'scheduleRan',
        action: 'published',
        audience: { permission: 'content.write', scopes: p.doc.menuIds.map((section) => ({ section })), userIds: p.told },
        link: `/articles/${id}`,
        title: { zh: p.doc.zh.title, en: p.doc.en.title },
      })
      await waiting.drop(id)
      return true
    })
    if (done) published(id)
  }
}

/**
 * The publishing of waiting versions: queued by each approval for its time, and every minute in case
 * one was missed (a job given up, a database restored from a backup), each run publishing whatever
 * is due; then every instance clears its cached answers, even when a later item failed (the ones
 * before it are online), and the links of each version now online are checked (`checkLinks`).
 */
export function scheduledPublicationJobs(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  announce: () => Promise<void>,
  checkLinks: (id: number) => void,
): JobDefinition[] {
  return [
    {
      name: PUBLISH_SCHEDULED_JOB,
      everySeconds: 60,
      run: async () => {
        const published: number[] = []
        try {
          await publishDue(db, (id) => published.push(id))
        } finally {
          if (published.length > 0) {
            log.info({ published: published.length }, 'scheduled versions published')
            for (const id of published) checkLinks(id)
            await announce()
          }
        }
      },
    },
  ]
}
