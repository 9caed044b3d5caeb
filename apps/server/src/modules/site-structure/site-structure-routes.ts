import {
  STAFF_API,
  type BannerChangeRet,
  type BannerListRet,
  type MenuChangeRet,
  type MenuTreeRet,
  type PinnedListRet,
} from '@ibr/contract/staff'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { StaffUser } from '@ibr/contract/staff'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'
import { bannerService } from './banner-service.js'
import { menuAdminService } from './menu-admin-service.js'
import { pinnedService } from './pinned-service.js'

/** The site's structure as staff change it: the menu tree, the home page's banners, pins in sections. */
export async function siteStructureRoutes(app: FastifyInstance) {
  const { db, config } = app.deps
  const menu = menuAdminService(db, config.product)
  const banners = bannerService(db)
  const pins = pinnedService(db, app.services.menu)
  const actor = (call: { user: StaffUser; request: FastifyRequest }) => ({ user: call.user, address: call.request.ip })
  /** Every change shows on the public site at once, on every instance sharing the database (changes/). */
  const changed = <T>(result: T): T => {
    void app.services.changes.published('site-structure')
    return result
  }

  staffPost(app, STAFF_API.menuTree, async () => ok<MenuTreeRet>(await menu.tree()))
  staffPost(app, STAFF_API.menuSave, async (call) => ok<MenuChangeRet>(changed(await menu.save(call.body, actor(call)))))
  staffPost(app, STAFF_API.menuMove, async (call) => ok<MenuChangeRet>(changed(await menu.move(call.body, actor(call)))))
  staffPost(app, STAFF_API.menuRemove, async (call) => ok<MenuChangeRet>(changed(await menu.remove(Number(call.body.id), actor(call)))))

  staffPost(app, STAFF_API.bannerList, async () => ok<BannerListRet>(await banners.list()))
  staffPost(app, STAFF_API.bannerSave, async (call) => ok<BannerChangeRet>(changed(await banners.save(call.body, actor(call)))))
  staffPost(app, STAFF_API.bannerMove, async (call) => ok<BannerChangeRet>(changed(await banners.move(call.body, actor(call)))))
  staffPost(app, STAFF_API.bannerRemove, async (call) =>
    ok<BannerChangeRet>(changed(await banners.remove(Number(call.body.id), actor(call)))),
  )

  staffPost(app, STAFF_API.pinnedList, async ({ body, request }) =>
    ok<PinnedListRet>(await pins.list(Number(body.menuId), body.search, requestLang(request))),
  )
  staffPost(app, STAFF_API.pinnedSet, async (call) =>
    ok<PinnedListRet>(changed(await pins.set(call.body, actor(call), requestLang(call.request)))),
  )
}
