import type { ArticleAutosaveBody, ArticleWorkingCopy, StaffUser } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { articleAutosaveRepository } from './article-autosave-repository.js'
import type { EditorialService } from './editorial-service.js'

export const PURGE_AUTOSAVES_JOB = 'article-autosave.purge'
/** A working copy left this long is taken as abandoned. */
export const AUTOSAVE_KEEP_DAYS = 30

/**
 * Each person's working copy of an item, written as they type and offered back wherever they open the
 * item next. Only someone who may edit the item keeps one, and only from the version it is at: a copy
 * of a version someone has since saved over is refused, so the person learns of that save now.
 */
export function articleAutosaveService(db: Kysely<DB>, editorial: EditorialService) {
  const repo = articleAutosaveRepository(db)
  return {
    async keep(body: ArticleAutosaveBody, user: StaffUser): Promise<{ savedAt: string }> {
      const id = Number(body.id)
      const item = await editorial.get(id, user)
      if (!item.may.write) throw new AppError('noPermission', 'editorial.outsideSections')
      if (item.version !== body.version) {
        throw new AppError('conflict', message('editorial.autosaveStale', { name: item.updatedBy }))
      }
      const savedAt = await repo.put(id, user.id, { version: body.version, doc: body.doc, base: body.base })
      return { savedAt: savedAt.toISOString() }
    },

    async find(id: number, user: StaffUser): Promise<ArticleWorkingCopy | null> {
      await editorial.get(id, user)
      const row = await repo.find(id, user.id)
      return row ? { doc: row.doc, base: row.base, version: row.version, savedAt: row.saved_at.toISOString() } : null
    },

    async discard(id: number, user: StaffUser): Promise<void> {
      await editorial.get(id, user)
      await repo.remove(id, user.id)
    },
  }
}

/** The daily drop of abandoned working copies. */
export function articleAutosaveJobs(db: Kysely<DB>, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      name: PURGE_AUTOSAVES_JOB,
      everySeconds: 24 * 3600,
      maxAttempts: 3,
      run: async () => {
        const removed = await articleAutosaveRepository(db).purgeOlderThan(AUTOSAVE_KEEP_DAYS)
        if (removed > 0) log.info({ removed }, 'abandoned working copies removed')
      },
    },
  ]
}
