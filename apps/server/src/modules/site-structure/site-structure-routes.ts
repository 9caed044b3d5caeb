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

/** The site's structure as staff change it: the menu tree, the home page's banners, pins in sections. */
export async function siteStructureRoutes(app: FastifyInstance) {
  const { menuAdmin: menu, banners, pins } = app.services
  const actor = (call: { user: StaffUser; request: FastifyRequest }) => ({ user: call.user, address: call.request.ip })

  staffPost(app, STAFF_API.menuTree, async () => ok<MenuTreeRet>(await menu.tree()))
  staffPost(app, STAFF_API.menuSave, async (call) => ok<MenuChangeRet>(await menu.save(call.body, actor(call))))
  staffPost(app, STAFF_API.menuMove, async (call) => ok<MenuChangeRet>(await menu.move(call.body, actor(call))))
  staffPost(app, STAFF_API.menuRemove, async (call) => ok<MenuChangeRet>(await menu.remove(Number(call.body.id), actor(call))))

  staffPost(app, STAFF_API.bannerList, async () => ok<BannerListRet>(await banners.list()))
  staffPost(app, STAFF_API.bannerSave, async (call) => ok<BannerChangeRet>(await banners.save(call.body, actor(call))))
  staffPost(app, STAFF_API.bannerMove, async (call) => ok<BannerChangeRet>(await banners.move(call.body, actor(call))))
  staffPost(app, STAFF_API.bannerRemove, async (call) => ok<BannerChangeRet>(await banners.remove(Number(call.body.id), actor(call))))

  staffPost(app, STAFF_API.pinnedList, async ({ body, request }) =>
    ok<PinnedListRet>(await pins.list(Number(body.menuId), body.search, requestLang(request))),
  )
  staffPost(app, STAFF_API.pinnedSet, async (call) => ok<PinnedListRet>(await pins.set(call.body, actor(call), requestLang(call.request))))
}
