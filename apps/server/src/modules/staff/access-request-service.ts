import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, notFound } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { recordActorAudit } from '../audit/index.js'
import { accountRepository } from './account-repository.js'
import type { Actor, StaffService } from './staff-service.js'

/**
 * The access requests CAS sign-ins leave behind (a person CAS knows, without an account here): an
 * administrator grants one, which creates the account through the staff service, or dismisses it.
 */
export function accessRequestService(db: Kysely<DB>, staff: StaffService) {
  return {
    /** Opens a CAS account with `role` for the person who asked (which clears the request); answers the new account's id. */
    async grant(actor: Actor, requestId: number, role: 10 | 21 | 40): Promise<number> {
      const request = await accountRepository(db).accessRequest(requestId)
      if (!request) throw notFound()
      if (await staff.repo.byUsername(request.username)) {
        throw new AppError('conflict', message('staff.casAccountExists', { username: request.username }))
      }
      const { id } = await staff.create(
        actor,
        {
          username: request.username,
          name: request.name || request.username,
          source: 'cas',
          roles: [role],
        },
        'accessGrant',
      )
      return id
    },

    /** Forgets a request without opening an account, and logs it. */
    async dismiss(actor: Actor, requestId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = await accountRepository(trx).removeAccessRequest(requestId)
        if (!removed) throw notFound()
        await recordActorAudit(trx, actor, {
          action: 'accessDismiss',
          entity: 'accessRequest',
          entityId: requestId,
          summary: removed.username,
        })
      })
    },
  }
}
