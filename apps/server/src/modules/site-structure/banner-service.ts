import { BANNERS_MAX, type BannerChangeRet, type BannerListRet, type BannerMoveBody, type BannerSaveBody } from '@ibr/contract/staff'
import type { Kysely, Updateable } from 'kysely'
import { announcedWrite } from '../../changes/announced-write.js'
import type { Announce } from '../../changes/content-changes.js'
import type { DB, ImageTable } from '../../db/schema.js'
import { AppError, badRequest, notFound, type FieldMessage } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { recordAudit, recordActorAudit } from '../audit/index.js'
import type { Actor } from '../staff/index.js'
import { bannerRepository, type BannerAdminRow } from './banner-repository.js'
import { presentBanner } from './banner-presenter.js'
import { visibilityEdit } from './visibility-edit.js'

/** Both titles of a new banner are required (they are its alt text); a title given in a change may not be blank. */
function missingTitles(body: BannerSaveBody, creating: boolean): FieldMessage[] {
  const missing: FieldMessage[] = []
  if (creating && body.fileId === undefined) missing.push({ field: 'fileId', msg: message('site.required', { field: 'fileId' }) })
  for (const lang of ['zh', 'en'] as const) {
    const title = body[lang]?.title
    if (title === undefined ? creating : title.trim() === '') {
      missing.push({ field: `${lang}.title`, msg: message('site.required', { field: `${lang}.title` }) })
    }
  }
  return missing
}

const list = (rows: readonly BannerAdminRow[]): BannerListRet => ({ max: BANNERS_MAX, list: rows.map(presentBanner) })
const label = (row: Pick<BannerAdminRow, 'id' | 'title_zh'>) => `#${row.id} ${row.title_zh}`

/**
 * The home page's banners as staff change them: at most seven, each a public library
 * image with its alt text in both languages; every change and its audit line in one transaction,
 * answered with the banners as they now are, once the change is announced (changes/).
 */
export function bannerService(db: Kysely<DB>, announce: Announce) {
  const write = announcedWrite(db, announce, 'site-structure')
  return {
    list: async () => list(await bannerRepository(db).list()),

    async save(body: BannerSaveBody, actor: Actor): Promise<BannerChangeRet> {
      const creating = body.id === undefined
      const missing = missingTitles(body, creating)
      if (missing.length === 1) throw new AppError('badRequest', missing[0]!.msg, { field: missing[0]!.field })
      if (missing.length > 1) throw new AppError('badRequest', missing[0]!.msg, { fields: missing })
      const titles = { zh: body.zh?.title?.trim(), en: body.en?.title?.trim() }

      return write(async (trx) => {
        const repo = bannerRepository(trx)
        await repo.lock()
        const rows = await repo.list()
        const before = creating ? undefined : rows.find((r) => r.id === Number(body.id))
        if (!creating && !before) throw notFound('site.bannerNotFound')
        if (creating && rows.length >= BANNERS_MAX) throw new AppError('conflict', message('site.bannersFull', { max: BANNERS_MAX }))
        if (body.fileId !== undefined && body.fileId !== before?.file_id && !(await repo.isPublicImage(body.fileId))) {
          throw badRequest('site.bannerImage', { fileId: body.fileId }, 'fileId')
        }
        const username = actor.user.username
        let id: number
        let summary: string
        if (!before) {
          id = await repo.insert({
            file_id: body.fileId!,
            link: body.link ?? null,
            title_zh: titles.zh!,
            title_en: titles.en!,
            sort: rows.reduce((max, r) => Math.max(max, r.sort + 1), 0),
            status: body.hidden ? 'draft' : 'published',
            created_by: username,
            updated_by: username,
          })
          summary = `new: ${titles.zh} / ${titles.en}; image ${body.fileId}${body.link ? `; link ${body.link}` : ''}${body.hidden ? '; hidden' : ''}`
        } else {
          id = before.id
          const set: Updateable<ImageTable> = { updated_by: username }
          const changes: string[] = []
          if (body.fileId !== undefined && body.fileId !== before.file_id) {
            set.file_id = body.fileId
            changes.push(`image: ${before.file_id} → ${body.fileId}`)
          }
          if (body.link !== undefined && body.link !== before.link) {
            set.link = body.link
            changes.push(`link: ${before.link ?? '—'} → ${body.link ?? '—'}`)
          }
          for (const lang of ['zh', 'en'] as const) {
            const title = titles[lang]
            if (title === undefined || title === before[`title_${lang}`]) continue
            set[`title_${lang}`] = title
            changes.push(`title ${lang}: ${before[`title_${lang}`]} → ${title}`)
          }
          const visibility = visibilityEdit(body.hidden, before)
          if (visibility) {
            Object.assign(set, visibility.set)
            changes.push(visibility.change)
          }
          // A save that changes nothing writes nothing, not even an audit line.
          if (changes.length === 0) return { id, ...list(rows) }
          await repo.update(id, set)
          summary = changes.join('; ')
        }
        await recordAudit(trx, {
          userId: actor.user.id,
          username,
          action: 'bannerSave',
          entity: 'banner',
          entityId: id,
          address: actor.address,
          summary: `${label({ id, title_zh: titles.zh ?? before!.title_zh })}: ${summary}`,
        })
        return { id, ...list(await repo.list()) }
      })
    },

    async move(body: BannerMoveBody, actor: Actor): Promise<BannerChangeRet> {
      const id = Number(body.id)
      return write(async (trx) => {
        const repo = bannerRepository(trx)
        await repo.lock()
        const rows = await repo.list()
        const from = rows.findIndex((r) => r.id === id)
        if (from < 0) throw notFound('site.bannerNotFound')
        const ids = rows.map((r) => r.id).filter((other) => other !== id)
        const to = Math.min(body.index, ids.length)
        ids.splice(to, 0, id)
        await repo.order(ids, actor.user.username)
        await recordActorAudit(trx, actor, {
          action: 'bannerMove',
          entity: 'banner',
          entityId: id,
          summary: `${label(rows[from]!)}: #${from + 1} → #${to + 1}`,
        })
        return { id, ...list(await repo.list()) }
      })
    },

    async remove(id: number, actor: Actor): Promise<BannerChangeRet> {
      return write(async (trx) => {
        const repo = bannerRepository(trx)
        await repo.lock()
        const before = (await repo.list()).find((r) => r.id === id)
        if (!before) throw notFound('site.bannerNotFound')
        await repo.remove(id)
        await recordActorAudit(trx, actor, {
          action: 'bannerRemove',
          entity: 'banner',
          entityId: id,
          summary: `${label(before)} / ${before.title_en}; image ${before.file_id}`,
        })
        return { id, ...list(await repo.list()) }
      })
    },
  }
}

export type BannerService = ReturnType<typeof bannerService>
