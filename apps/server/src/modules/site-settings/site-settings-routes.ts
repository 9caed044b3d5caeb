import { STAFF_API } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'

/** The header's and footer's settings in the console (administrators). */
export async function siteSettingsRoutes(app: FastifyInstance) {
  const settings = app.services.siteSettings
  staffPost(app, STAFF_API.siteSettingsGet, async () => ok(await settings.get()))
  staffPost(app, STAFF_API.siteSettingsSave, async ({ body, user, request }) =>
    ok(await settings.save({ user, address: request.ip }, body)),
  )
}
