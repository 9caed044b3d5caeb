import type { Lang } from '@ibr/contract'
import type { PinnedListRet, PinnedRow, PinnedSetBody } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { announcedWrite } from '../../changes/announced-write.js'
import type { Announce } from '../../changes/content-changes.js'
import type { DB } from '../../db/schema.js'
import { AppError, notFound } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { loc } from '../../lib/localise.js'
import { lockItem } from '../../workflow/workflow-runner.js'
import { recordActorAudit } from '../audit/index.js'
import type { MenuService } from '../menu/index.js'
import type { Actor } from '../staff/index.js'
import { pinnedRepository, type PinnedRowData } from './pinned-repository.js'

const present = (row: PinnedRowData, lang: Lang): PinnedRow => ({
  id: row.id,
  title: loc(row, 'title', lang),
  kind: row.kind,
  publishAt: row.publish_at.toISOString(),
  visible: row.visible,
})

/**
 * Which items are pinned ("picked") in a section: pinned items come first in the
 * section's list and are what /api/article/picked answers. Only a published item is pinned; any
 * item may be unpinned. After the commit the change is announced (changes/).
 */
export function pinnedService(db: Kysely<DB>, menu: MenuService, announce: Announce) {
  const write = announcedWrite(db, announce, 'site-structure')
  /** The section as staff see it (hidden ones too); 404 for one that is not in the menu. */
  const section = async (menuId: number) => {
    const node = (await menu.staffTree()).get(menuId)
    if (!node) throw notFound('site.entryNotFound')
    return node
  }

  const read = async (database: Kysely<DB>, menuId: number, search: string | undefined, lang: Lang): Promise<PinnedListRet> => {
    const repo = pinnedRepository(database)
    const [pinned, candidates] = await Promise.all([repo.pinned(menuId), repo.candidates(menuId, search)])
    return { pinned: pinned.map((r) => present(r, lang)), candidates: candidates.map((r) => present(r, lang)) }
  }

  return {
    async list(menuId: number, search: string | undefined, lang: Lang): Promise<PinnedListRet> {
      await section(menuId)
      return read(db, menuId, search, lang)
    },

    /** Pins or unpins; the answer is the section's list as it now is. Nothing changes when the pin already is as asked. */
    async set(body: PinnedSetBody, actor: Actor, lang: Lang): Promise<PinnedListRet> {
      const menuId = Number(body.menuId)
      const articleId = Number(body.id)
      const node = await section(menuId)
      return write(async (trx) => {
        // The item's lock first, as workflow steps take it before the placements they publish.
        await lockItem(trx, 'article', articleId)
        const repo = pinnedRepository(trx)
        const placement = await repo.placement(menuId, articleId)
        if (!placement) throw new AppError('notFound', message('site.itemNotInSection'), { field: 'id' })
        if (placement.pinned !== body.pinned) {
          if (body.pinned && placement.status !== 'published')
            throw new AppError('conflict', message('site.pinUnpublished'), { field: 'id' })
          await repo.setPinned(menuId, articleId, body.pinned)
          await repo.pinInWorkingCopy(menuId, articleId, body.pinned)
          await recordActorAudit(trx, actor, {
            action: 'pinSet',
            entity: 'article',
            entityId: articleId,
            summary: `${placement.title_zh || placement.title_en} ${body.pinned ? 'pinned in' : 'unpinned from'} ${node.path}`,
          })
        }
        return read(trx, menuId, undefined, lang)
      })
    },
  }
}

export type PinnedService = ReturnType<typeof pinnedService>
