import formbody from '@fastify/formbody'
import { STAFF_API, type NotificationPrefsRet } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { pageSecurityPolicy } from '../../http/security-headers.js'
import { staffPost } from '../../http/staff-route.js'
import { UNSUBSCRIBE_PATH } from './notification-mail.js'
import { unsubscribePage, type UnsubscribeState } from './unsubscribe-page.js'

const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown } | undefined)?.token
  return typeof token === 'string' ? token : ''
}

function sendPage(reply: FastifyReply, page: UnsubscribeState) {
  return reply
    .code(page.state === 'invalid' ? 400 : 200)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageSecurityPolicy())
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(unsubscribePage(page))
}

/**
 * One's own notification choices and console language (staff calls), and the one-click unsubscribe
 * every notification links to: a GET that only asks, and the POST (RFC 8058) that needs no session
 * or CSRF token, its signed token being the proof.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const service = app.services.notices
  // A mail client posts `List-Unsubscribe=One-Click` form-encoded; the body itself is not needed.
  await app.register(formbody, { bodyLimit: 1024 })

  staffPost(app, STAFF_API.accountNotifications, async ({ user }) => ok<NotificationPrefsRet>(await service.preferences(user)))

  staffPost(app, STAFF_API.accountNotificationsSave, async ({ user, body, request }) =>
    ok<NotificationPrefsRet>(await service.save(user, requestLang(request), body)),
  )

  staffPost(app, STAFF_API.accountLanguage, async ({ user, body }) => {
    await service.setLang(user, body.language)
    return ok({})
  })

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = tokenOf(request.query)
    const found = await service.check(token)
    if (!found) return sendPage(reply, { state: 'invalid' })
    return sendPage(reply, { state: 'ask', target: found.target, action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` })
  })

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const found = await service.unsubscribe(tokenOf(request.query))
    return sendPage(reply, found ? { state: 'done', target: found.target } : { state: 'invalid' })
  })
}
