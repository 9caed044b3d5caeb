import {
  BULK_BODY_BYTES,
  STAFF_API,
  type AccessRequestListRet,
  type BulkRet,
  type EndSessionsRet,
  type ResetPasswordRet,
  type ScopeOptionsRet,
  type SuperUserListRet,
  type UserCreateRet,
  type UserDetailRet,
  type UserListRet,
} from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { bulkAnswer } from '../../http/bulk-answer.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'

/** User management (administrators) and super-user management (super users). */
export async function userRoutes(app: FastifyInstance) {
  const { staff, accessRequests, superUsers } = app.services

  staffPost(app, STAFF_API.userList, async ({ body, request }) => ok<UserListRet>(await staff.repo.list(body, requestLang(request))))

  staffPost(app, STAFF_API.userDetail, async ({ body, request }) =>
    ok<UserDetailRet>({ user: await staff.detail(Number(body.id), requestLang(request)) }),
  )

  staffPost(app, STAFF_API.userCreate, async ({ body, user, request }) =>
    ok<UserCreateRet>(await staff.create({ user, address: request.ip }, body)),
  )

  staffPost(app, STAFF_API.userUpdate, async ({ body, user, request }) =>
    ok<UserDetailRet>({ user: await staff.update({ user, address: request.ip }, body, requestLang(request)) }),
  )

  staffPost(app, STAFF_API.userResetPassword, async ({ body, user, request }) =>
    ok<ResetPasswordRet>({ temporaryPassword: await staff.resetPassword({ user, address: request.ip }, Number(body.id), body.password) }),
  )

  staffPost(app, STAFF_API.userEndSessions, async ({ body, user, request }) =>
    ok<EndSessionsRet>({ ended: await staff.endSessions({ user, address: request.ip }, Number(body.id)) }),
  )

  staffPost(
    app,
    STAFF_API.userBulk,
    async ({ body, user, request }) =>
      ok<BulkRet>(bulkAnswer(await staff.bulk({ user, address: request.ip }, body, requestLang(request)), request)),
    { bodyLimit: BULK_BODY_BYTES },
  )

  staffPost(app, STAFF_API.accessRequestList, async ({ body }) =>
    ok<AccessRequestListRet>(await staff.repo.accessRequests(body.page ?? 1, body.pageSize ?? 20)),
  )

  staffPost(app, STAFF_API.accessRequestGrant, async ({ body, user, request }) =>
    ok({ userId: await accessRequests.grant({ user, address: request.ip }, Number(body.id), body.role) }),
  )

  staffPost(app, STAFF_API.accessRequestDismiss, async ({ body, user, request }) => {
    await accessRequests.dismiss({ user, address: request.ip }, Number(body.id))
    return ok({})
  })

  staffPost(app, STAFF_API.scopeOptions, async ({ request }) => ok<ScopeOptionsRet>(await staff.repo.scopeOptions(requestLang(request))))

  staffPost(app, STAFF_API.superUserList, async () => ok<SuperUserListRet>({ list: await superUsers.list() }))

  staffPost(app, STAFF_API.superUserSet, async ({ body, user, request }) => {
    await superUsers.set({ user, address: request.ip }, body.username, body.admin, body.superUser)
    return ok<SuperUserListRet>({ list: await superUsers.list() })
  })
}
