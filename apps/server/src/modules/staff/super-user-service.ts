import { isSuperUserType, ROLE, SUPER_USER_TYPE } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { recordActorAudit } from '../audit/index.js'
import { accountRepository } from './account-repository.js'
import { change } from './audit-summary.js'
import { keepASuperUser, lockSuperUsers } from './last-super-user-repository.js'
import { staffRepository } from './staff-repository.js'
import type { Actor } from './staff-service.js'

/**
 * Super-user management (super users only): who is an administrator or a super user, and making
 * someone one or the other, each change and its audit line in one transaction.
 */
export function superUserService(db: Kysely<DB>) {
  const repo = staffRepository(db)

  return {
    /** Every administrator and super user, by user name. */
    async list() {
      const rows = await accountRepository(db).listWithAdmin()
      return rows
        .map((r) => ({
          id: r.id,
          username: r.username,
          name: r.name,
          active: r.active,
          admin: Boolean(r.admin),
          superUser: isSuperUserType(r.user_type),
        }))
        .filter((r) => r.admin || r.superUser)
    },

    /** Makes `username` an administrator, a super user, both or neither; one active super user always stays, and nobody demotes themselves. */
    async set(actor: Actor, username: string, admin: boolean, superUser: boolean) {
      const target = await repo.byUsername(username)
      if (!target) throw new AppError('notFound', message('staff.unknownUser', { username }), { field: 'username' })
      const roles = await repo.rolesOf(target.id)
      const wasAdmin = roles.includes(ROLE.admin)
      const wasSuper = isSuperUserType(target.user_type)
      if (target.id === actor.user.id && (!admin || !superUser)) throw new AppError('badRequest', 'staff.notSelf', { field: 'username' })
      const types = target.user_type
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t && t !== SUPER_USER_TYPE)
      const userType = (superUser ? [...types, SUPER_USER_TYPE] : types).join(',')
      await db.transaction().execute(async (trx) => {
        await lockSuperUsers(trx)
        await accountRepository(trx).updateUser(target.id, { user_type: userType })
        if (admin !== wasAdmin) {
          await repo.setRoles(trx, target.id, admin ? [...roles, ROLE.admin] : roles.filter((r) => r !== ROLE.admin))
        }
        await keepASuperUser(trx, 'superUser')
        await recordActorAudit(trx, actor, {
          action: 'superUserSet',
          entity: 'user',
          entityId: target.id,
          summary: [
            `${target.username}`,
            change('administrator', String(wasAdmin), String(admin)),
            change('super user', String(wasSuper), String(superUser)),
          ]
            .filter(Boolean)
            .join('; '),
        })
      })
    },
  }
}
