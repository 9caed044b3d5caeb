import type { Lang } from '@ibr/contract'
import {
  AUTOSAVE_BYTES_MAX,
  AUTOSAVE_COPIES_MAX,
  type ArticleAutosaveBody,
  type ArticleAutosaveRet,
  type ArticleDoc,
  type ArticleWorkingCopy,
  type StaffUser,
} from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { pick } from '../../lib/localise.js'
import { sanitizeAhead } from '../../lib/sanitize-ahead.js'
import { sanitizeKeepingText } from '../../lib/sanitize.js'
import { checkDoc } from './article-checks.js'
import { articleAutosaveRepository } from './article-autosave-repository.js'
import type { EditorialService } from './editorial-service.js'

export const PURGE_AUTOSAVES_JOB = 'article-autosave.purge'
/** A working copy left this long is taken as abandoned. */
export const AUTOSAVE_KEEP_DAYS = 30

/** How much one person keeps on the server: the contract's bounds, smaller in a test. */
export interface AutosaveBounds {
  maxCopies: number
  maxBytes: number
}

/**
 * The copy as it may be stored, checked as a save checks a document: the schema's limits came with the
 * request; the bodies go through the sanitiser (refused, naming the field, when cleaning would remove
 * words a reader sees), and files, categories and dates through the save's checks.
 */
async function checkedCopy(db: Kysely<DB>, doc: ArticleDoc): Promise<ArticleDoc> {
  await sanitizeAhead([doc.zh.body, doc.en.body])
  const body = (lang: Lang) => ({ ...doc[lang], body: sanitizeKeepingText(doc[lang].body, `doc.${lang}.body`) })
  const clean: ArticleDoc = { ...doc, zh: body('zh'), en: body('en') }
  try {
    await checkDoc(db, clean, {})
  } catch (error) {
    // The save's checks name a field of the save's body; here it sits in the copy's document.
    if (error instanceof AppError && error.field) throw new AppError(error.code, error.messages, { field: `doc.${error.field}` })
    throw error
  }
  return clean
}

/**
 * Each person's working copy of an item, written as they type and offered back wherever they open the
 * item next. Only someone who may edit the item keeps one, and only from the version it is at: a copy
 * of a version someone has since saved over is refused, so the person learns of that save now. Its
 * base is the saved document at that version, read here, not sent. One person keeps at most
 * `bounds`: a new copy pushes out their oldest, and the answer names them.
 */
export function articleAutosaveService(
  db: Kysely<DB>,
  editorial: EditorialService,
  bounds: AutosaveBounds = { maxCopies: AUTOSAVE_COPIES_MAX, maxBytes: AUTOSAVE_BYTES_MAX },
) {
  const repo = articleAutosaveRepository(db)
  return {
    async keep(body: ArticleAutosaveBody, user: StaffUser, lang: Lang): Promise<ArticleAutosaveRet> {
      const id = Number(body.id)
      const item = await editorial.get(id, user)
      if (!item.may.write) throw new AppError('noPermission', 'editorial.outsideSections')
      if (item.version !== body.version) {
        throw new AppError('conflict', message('editorial.autosaveStale', { name: item.updatedBy }))
      }
      const doc = await checkedCopy(db, body.doc)
      const { savedAt, dropped } = await db.transaction().execute(async (trx) => {
        const copies = articleAutosaveRepository(trx)
        await copies.holdPerson(user.id)
        const savedAt = await copies.put(id, user.id, { version: body.version, doc, base: item.doc })
        return { savedAt, dropped: await copies.dropBeyond(user.id, id, bounds) }
      })
      return {
        savedAt: savedAt.toISOString(),
        dropped: dropped.map((row) => ({ id: row.article_id, title: pick({ zh: row.title_zh, en: row.title_en }, lang) || row.title_en })),
      }
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
