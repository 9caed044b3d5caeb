import type { StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { settleAttempt, type PendingAttempt } from '../../auth/attempt-guard.js'
import { revokeDevices } from '../../auth/device-cookie.js'
import type { DB } from '../../db/schema.js'
import { recordAudit } from '../audit/index.js'
import { notify } from '../notifications/index.js'
import { accountRepository } from './account-repository.js'
import { staffRepository } from './staff-repository.js'

/**
 * The account behind a sign-in (local or CAS) and what signing in or changing one's own password
 * writes to it; each write is one transaction with its audit line.
 */
export function signInAccountService(db: Kysely<DB>) {
  const repo = staffRepository(db)
  return {
    byUsername: (username: string) => repo.byUsername(username),
    byId: (id: number) => repo.byId(id),
    rolesOf: (id: number) => repo.rolesOf(id),

    /**
     * One's own new password: whoever else knew the old one is signed out and no browser is known any
     * more; the session that asked goes on. Settles the attempt in the same transaction.
     */
    async changeOwnPassword(
      actor: { user: StaffUser; address: string; keepSession: string },
      passwordHash: string,
      attempt: PendingAttempt,
    ) {
      const { user } = actor
      await db.transaction().execute(async (trx) => {
        await accountRepository(trx).setPassword(user.id, passwordHash, false)
        await accountRepository(trx).endSessions(user.id, actor.keepSession)
        await revokeDevices(trx, user.id)
        await recordAudit(trx, {
          userId: user.id,
          username: user.username,
          action: 'passwordChange',
          entity: 'user',
          entityId: user.id,
          address: actor.address,
          summary: 'own password changed; other sessions ended',
        })
        await settleAttempt(trx, attempt)
      })
    },

    /** Someone CAS knows but who has no account here asked for one: noted once, and those who manage users are told. */
    async noteAccessRequest(username: string, displayName: string, address: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await staffRepository(trx).noteAccessRequest(username, displayName, address))) return
        const who = displayName ? `${displayName} (${username})` : username
        const audience = { permission: 'users.manage' as const }
        await notify(trx, { kind: 'accessRequest', action: 'received', audience, link: '/users?tab=requests', title: { zh: who, en: who } })
      })
    },

    /** Roles set from CAS's attribute at a sign-in, with the audit line `summary`. */
    async setRolesFromCas(userId: number, codes: readonly number[], summary: string) {
      await db.transaction().execute(async (trx) => {
        await repo.setRoles(trx, userId, codes)
        await recordAudit(trx, { userId, username: 'cas', action: 'userUpdate', entity: 'user', entityId: userId, address: '', summary })
      })
    },

    /** The address CAS gives becomes the account's, with the audit line `summary`. */
    async setEmailFromCas(userId: number, email: string, summary: string) {
      await db.transaction().execute(async (trx) => {
        await accountRepository(trx).updateUser(userId, { email })
        await recordAudit(trx, { userId, username: 'cas', action: 'userUpdate', entity: 'user', entityId: userId, address: '', summary })
      })
    },
  }
}

export type SignInAccountService = ReturnType<typeof signInAccountService>
