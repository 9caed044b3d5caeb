import { STAFF_API, type LinkCheckRet, type LinkListRet, type LinkRowRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'
import { queueCheckAll } from './links-service.js'

/** The link checker in the console: check everything (in the background), the broken links, one checked again or ignored. */
export async function linksRoutes(app: FastifyInstance) {
  const { links, jobs } = app.services

  staffPost(app, STAFF_API.linksCheck, async () => ok<LinkCheckRet>({ queued: await queueCheckAll(jobs) }))

  staffPost(app, STAFF_API.linksList, async ({ body, user, request }) =>
    ok<LinkListRet>(await links.list(user, body, requestLang(request))),
  )

  staffPost(app, STAFF_API.linksRecheck, async ({ body, user, request }) =>
    ok<LinkRowRet>({ link: await links.recheck(user, Number(body.id), requestLang(request)) }),
  )

  staffPost(app, STAFF_API.linksIgnore, async ({ body, user, request }) =>
    ok<LinkRowRet>({ link: await links.ignore(user, Number(body.id), body.ignored, requestLang(request)) }),
  )
}
