import type { Lang } from '@ibr/contract'
import {
  can,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type MediaFile,
  type MediaListBody,
  type MediaListRet,
  type MediaUpdateBody,
  type MediaUsage,
  type StaffUser,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { Announce } from '../../changes/content-changes.js'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { eachItem } from '../../lib/each-item.js'
import type { FileStore, StagedBlob } from '../../storage/file-store.js'
import { recordActorAudit } from '../audit/index.js'
import { cleanFileName, dropCropsAround, isFileId, releaseBlob, saveLibraryFile, type KindRules } from '../file/index.js'
import { presentMediaFile, presentUsages } from './media-presenter.js'
import { mediaRepository, type MediaChange } from './media-repository.js'
import { mediaUsageRepository } from './media-usage-repository.js'

/** Who acts, from where: a deletion is written to the audit log in their name. */
export interface Actor {
  user: StaffUser
  address: string
}

/** What the library takes: the contract's types and limits, per kind. */
const ACCEPT: KindRules = {
  image: { types: MEDIA_TYPES.image, maxBytes: MEDIA_MAX_BYTES.image },
  document: { types: MEDIA_TYPES.document, maxBytes: MEDIA_MAX_BYTES.document },
  video: { types: MEDIA_TYPES.video, maxBytes: MEDIA_MAX_BYTES.video },
}

const CENTRE = { x: 0.5, y: 0.5 }
/** Places a refusal names: enough to find them, where the answer's `usages` (or the file's page) has them all. */
const PLACES_NAMED = 3

/** Where a file is used, by title, for a refusal read where the full list is not shown (a bulk delete's result). */
function placesOf(usages: readonly MediaUsage[], lang: Lang): string {
  const named = usages.slice(0, PLACES_NAMED).map((u) => `“${u.title || `#${u.id}`}”`)
  return named.join(lang === 'zh' ? '、' : ', ') + (usages.length > PLACES_NAMED ? '…' : '')
}
const noSuchFile = () => notFound('media.notFound')

/**
 * The media library: the public files staff place in content, with their alt text and focal point, and
 * where each is used. Other modules reach the library through this service (the editorial module asks
 * it for images without alt text and for a file's usages).
 */
export function mediaService(db: Kysely<DB>, store: FileStore, deletedFileKeepDays: number, announce: Announce) {
  const files = mediaRepository(db)

  async function found(id: string) {
    const row = isFileId(id) ? await files.find(id) : undefined
    if (!row) throw noSuchFile()
    return row
  }

  /** Everything that uses a file, read with the database or inside a transaction. */
  const usagesWith = async (executor: Kysely<DB>, fileId: string, lang: Lang) =>
    presentUsages(await mediaUsageRepository(executor).of(fileId), lang)

  return {
    /**
     * The library; someone who picks pictures without writing content (a group administrator) browses
     * their own uploads only, but finds any file by its whole id: the one already on their team's page,
     * public at that id anyway, shows as the picture it is.
     */
    async list(user: StaffUser, query: Omit<MediaListBody, 'lang'>): Promise<MediaListRet> {
      const everything = can(user, 'content.write') || isFileId(query.search?.trim() ?? '')
      const { total, rows } = await files.list(everything ? query : { ...query, uploadedBy: user.id })
      return { total, list: rows.map(presentMediaFile) }
    },

    async get(id: string, lang: Lang): Promise<{ file: MediaFile; usages: MediaUsage[] }> {
      const row = await found(id)
      return { file: presentMediaFile(row), usages: await usagesWith(db, id, lang) }
    },

    /** Adds a staged upload to the library in the uploader's name; a refused one leaves nothing. */
    async upload(actor: Actor, staged: StagedBlob, name: string): Promise<MediaFile> {
      const accept = can(actor.user, 'content.write') ? ACCEPT : { image: ACCEPT.image }
      const saved = await saveLibraryFile(db, staged, { name, accept, uploadedBy: actor.user.id })
      return presentMediaFile(await found(saved.id))
    },

    /** Renames a file, sets an image's alt text and focal point; fields left out keep their value. */
    async update(change: Omit<MediaUpdateBody, 'lang'>): Promise<MediaFile> {
      if (!isFileId(change.id)) throw noSuchFile()
      const moved = await db.transaction().execute(async (trx) => {
        const repo = mediaRepository(trx)
        const row = await repo.lock(change.id)
        if (!row) throw noSuchFile()
        const imageOnly = (['altZh', 'altEn', 'focal'] as const).find((field) => change[field] !== undefined)
        if (imageOnly && row.kind !== 'image') throw badRequest('media.imageOnly', {}, imageOnly)
        const set: MediaChange = {}
        if (change.name !== undefined) set.name = cleanFileName(change.name)
        if (change.altZh !== undefined) set.alt_zh = change.altZh.trim()
        if (change.altEn !== undefined) set.alt_en = change.altEn.trim()
        if (change.focal !== undefined) {
          set.focal_x = change.focal?.x ?? null
          set.focal_y = change.focal?.y ?? null
        }
        await repo.update(change.id, set)
        if (change.focal === undefined) return null
        const before = row.focal_x === null || row.focal_y === null ? CENTRE : { x: row.focal_x, y: row.focal_y }
        return { sha256: row.sha256, before, after: change.focal ?? CENTRE }
      })
      if (moved) await dropCropsAround(db, store, moved.sha256, moved.before, moved.after)
      // A file's name and alt text are read by public pages (attachments, pictures).
      await announce('media')
      return presentMediaFile(await found(change.id))
    },

    /**
     * Deletes a file nothing uses, with its audit line; one in use is refused with everything that
     * uses it, and nothing is written. The row stays locked meanwhile, so a delete and a change do not cross.
     */
    async delete(actor: Actor, id: string, lang: Lang): Promise<void> {
      if (!isFileId(id)) throw noSuchFile()
      const sha256 = await db.transaction().execute(async (trx) => {
        const row = await mediaRepository(trx).lock(id)
        if (!row) throw noSuchFile()
        const usages = await usagesWith(trx, id, lang)
        if (usages.length > 0) {
          throw new AppError('conflict', message('media.inUse', { count: usages.length, places: placesOf(usages, lang) }), { usages })
        }
        await mediaRepository(trx).remove(id)
        await recordActorAudit(trx, actor, {
          action: 'mediaDelete',
          entity: 'file',
          entityId: id,
          summary: row.name,
        })
        return row.sha256
      })
      await releaseBlob(db, store, sha256, deletedFileKeepDays)
    },

    /** Several files deleted, each through `delete`: one in use is refused, naming where, and the others go. */
    bulkDelete(actor: Actor, ids: readonly string[], lang: Lang) {
      return eachItem(
        ids.map((id) => ({ id })),
        ({ id }) => this.delete(actor, id, lang),
      )
    },

    /** Everything that uses a file (titles in the given language). */
    usages: (fileId: string, lang: Lang = 'zh'): Promise<MediaUsage[]> => usagesWith(db, fileId, lang),
  }
}

export type MediaService = ReturnType<typeof mediaService>
