import type { Lang } from '@ibr/contract'
import {
  isAdmin,
  isSuperUserType,
  ROLE,
  type StaffUser,
  type UserCreateBody,
  type UserDetail,
  type UserBulkBody,
  type UserUpdateBody,
} from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { revokeDevices } from '../../auth/device-cookie.js'
import { hashPassword, passwordProblem, temporaryPassword } from '../../auth/password.js'
import type { SessionStore } from '../../auth/session-store.js'
import { loadStaffUser } from '../../auth/staff-identity.js'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { message, messageWith } from '../../i18n/messages.js'
import { eachItem } from '../../lib/each-item.js'
import { uniqueViolation } from '../../lib/unique-violation.js'
import { recordActorAudit } from '../audit/index.js'
import { accountRepository } from './account-repository.js'
import { change, list } from './audit-summary.js'
import { keepASuperUser, lockSuperUsers } from './last-super-user-repository.js'
import { signInLinkRepository } from './sign-in-link-repository.js'
import { staffRepository } from './staff-repository.js'

/** Who acts, from where: every change is written to the audit log in its name. */
export interface Actor {
  user: StaffUser
  address: string
}

/** An address as the form sent it, empty for none. */
const emailOrNull = (email: string | undefined) => email?.trim() || null

const isPrivileged = (roles: readonly number[], userType: string) => isAdmin(roles) || isSuperUserType(userType)
const actorIsSuper = (actor: Actor) => isSuperUserType(actor.user.userType)

/**
 * Staff accounts: what administrators and super users may do to them, each change and its audit line
 * in one transaction. An administrator who is not a super user manages editors, reviewers and group
 * administrators, never administrators or super users (the role table of docs/staff-identity.md).
 * `siteWords` are the site's names, which a password chosen here must not lean on (auth/site-words.ts).
 */
export function staffService(db: Kysely<DB>, sessions: SessionStore, siteWords: readonly string[]) {
  const repo = staffRepository(db)

  const checkScopes = async (body: { sections?: readonly number[]; conferences?: readonly number[]; groups?: readonly number[] }) => {
    for (const [kind, ids, label] of [
      ['section', body.sections, 'staff.scopeSection'],
      ['conference', body.conferences, 'staff.scopeConference'],
      ['team', body.groups, 'staff.scopeTeam'],
    ] as const) {
      const missing = await repo.missing(kind, ids ?? [])
      if (missing.length) {
        throw new AppError('badRequest', messageWith('staff.unknownScope', { kind: message(label), ids: missing.join(', ') }), {
          field: kind === 'team' ? 'groups' : `${kind}s`,
        })
      }
    }
  }

  const refuseUnlessSuper = (actor: Actor, field?: string) => {
    if (!actorIsSuper(actor)) throw new AppError('noPermission', 'staff.adminsBySuperUser', { field })
  }

  /** An administrator may not touch an administrator's or super user's account; a super user may. */
  const targetFor = async (actor: Actor, id: number) => {
    const target = await repo.byId(id)
    if (!target) throw notFound()
    const roles = await repo.rolesOf(id)
    if (isPrivileged(roles, target.user_type)) refuseUnlessSuper(actor)
    return { target, roles }
  }

  /** The password given for an account (checked against its user name, its owner's name and the site's), or one made up. */
  const newPassword = async (account: { username: string; name: string }, given: string | undefined) => {
    if (given === undefined || given === '') return { password: temporaryPassword(), made: true }
    const problem = await passwordProblem(given, account.username, { name: account.name, site: siteWords })
    if (problem) throw badRequest(problem, { min: 10 }, 'password')
    return { password: given, made: false }
  }

  return {
    repo,

    async detail(id: number, lang: Lang): Promise<UserDetail> {
      const [row, user, open] = await Promise.all([repo.byId(id), loadStaffUser(db, id, lang), sessions.countForUser(id)])
      if (!row || !user) throw notFound()
      return {
        id,
        username: row.username,
        name: row.name,
        roles: user.roles,
        userType: row.user_type,
        active: row.active,
        source: row.source,
        lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
        sections: user.sections,
        conferences: user.conferences,
        groups: user.groups,
        email: row.email,
        mustChangePassword: row.must_change_password,
        createdAt: row.created_at.toISOString(),
        sessions: open,
      }
    },

    async create(
      actor: Actor,
      body: Omit<UserCreateBody, 'lang'>,
      action: 'userCreate' | 'accessGrant' = 'userCreate',
    ): Promise<{ id: number; temporaryPassword: string | null }> {
      if (body.roles.includes(ROLE.admin)) refuseUnlessSuper(actor, 'roles')
      await checkScopes(body)
      const local = body.source === 'local' ? await newPassword(body, body.password) : null
      const passwordHash = local ? await hashPassword(local.password) : null
      try {
        const id = await db.transaction().execute(async (trx) => {
          const id = await accountRepository(trx).insertUser({
            username: body.username,
            name: body.name.trim(),
            source: body.source,
            password_hash: passwordHash,
            email: emailOrNull(body.email),
            // A password someone else chose is known to two people: the owner replaces it at once.
            must_change_password: local !== null,
          })
          await repo.setRoles(trx, id, body.roles)
          await repo.setScopes(trx, id, 'section', body.sections ?? [])
          await repo.setScopes(trx, id, 'conference', body.conferences ?? [])
          await repo.setGroups(trx, id, body.groups ?? [])
          await accountRepository(trx).removeAccessRequestsOf(body.username)
          await recordActorAudit(trx, actor, {
            action,
            entity: 'user',
            entityId: id,
            summary: `${body.username} (${body.source})${body.email ? `; email: ${body.email.trim()}` : ''}; roles: ${list(body.roles)}; sections: ${list(body.sections ?? [])}; conferences: ${list(body.conferences ?? [])}; teams: ${list(body.groups ?? [])}`,
          })
          return id
        })
        return { id, temporaryPassword: local?.made ? local.password : null }
      } catch (error) {
        if (uniqueViolation(error))
          throw new AppError('conflict', message('staff.usernameTaken', { username: body.username }), { field: 'username' })
        throw error
      }
    },

    async update(actor: Actor, body: Omit<UserUpdateBody, 'lang'>, lang: Lang): Promise<UserDetail> {
      const id = Number(body.id)
      const { target, roles } = await targetFor(actor, id)
      const before = await loadStaffUser(db, id, lang)
      if (body.roles && body.roles.includes(ROLE.admin) !== roles.includes(ROLE.admin)) refuseUnlessSuper(actor, 'roles')
      if (id === actor.user.id && (body.active === false || (body.roles && roles.some((r) => !body.roles!.includes(r as never))))) {
        throw new AppError('badRequest', 'staff.notSelf', { field: body.active === false ? 'active' : 'roles' })
      }
      await checkScopes(body)
      const changes = [
        body.name !== undefined ? change('name', target.name, body.name.trim()) : null,
        body.active !== undefined ? change('active', String(target.active), String(body.active)) : null,
        body.email !== undefined ? change('email', target.email ?? '', body.email.trim()) : null,
        body.roles ? change('roles', list(roles), list(body.roles)) : null,
        body.sections ? change('sections', list(before!.sections), list(body.sections)) : null,
        body.conferences ? change('conferences', list(before!.conferences), list(body.conferences)) : null,
        body.groups ? change('teams', list(before!.groups.map((g) => g.id)), list(body.groups)) : null,
      ].filter((c): c is string => c !== null)
      await db.transaction().execute(async (trx) => {
        const deactivating = body.active === false && target.active
        if (deactivating) await lockSuperUsers(trx)
        if (body.name !== undefined || body.active !== undefined || body.email !== undefined) {
          await accountRepository(trx).updateUser(id, {
            ...(body.name !== undefined && { name: body.name.trim() }),
            ...(body.active !== undefined && { active: body.active }),
            ...(body.email !== undefined && { email: emailOrNull(body.email) }),
          })
        }
        // Sign-in links already sent went to the former address, which may no longer be the person's.
        if (body.email !== undefined && emailOrNull(body.email) !== target.email) await signInLinkRepository(trx).endAll(id)
        if (body.roles) await repo.setRoles(trx, id, body.roles)
        if (body.sections) await repo.setScopes(trx, id, 'section', body.sections)
        if (body.conferences) await repo.setScopes(trx, id, 'conference', body.conferences)
        if (body.groups) await repo.setGroups(trx, id, body.groups)
        // A deactivated account is signed out everywhere at once, not at its sessions' next expiry, and
        // its browsers are forgotten: reactivated, it starts as a new account would.
        if (body.active === false) {
          await accountRepository(trx).endSessions(id)
          await revokeDevices(trx, id)
        }
        if (deactivating) await keepASuperUser(trx, 'active')
        if (changes.length) {
          await recordActorAudit(trx, actor, {
            action: 'userUpdate',
            entity: 'user',
            entityId: id,
            summary: `${target.username}: ${changes.join('; ')}`,
          })
        }
      })
      return this.detail(id, lang)
    },

    /** Several accounts deactivated, each through `update`, so the same rules refuse the same accounts. */
    bulk(actor: Actor, body: Pick<UserBulkBody, 'action' | 'ids'>, lang: Lang) {
      return eachItem(
        body.ids.map((id) => ({ id: Number(id) })),
        ({ id }) => this.update(actor, { id, active: false }, lang),
      )
    },

    async resetPassword(actor: Actor, id: number, given: string | undefined): Promise<string> {
      const { target } = await targetFor(actor, id)
      if (target.source !== 'local') throw new AppError('badRequest', 'staff.casNoPassword', { field: 'id' })
      const { password } = await newPassword(target, given)
      const passwordHash = await hashPassword(password)
      await db.transaction().execute(async (trx) => {
        await accountRepository(trx).setPassword(id, passwordHash, true)
        await accountRepository(trx).endSessions(id)
        // A browser that knew the account before the reset (perhaps the one that took it over) is no longer known.
        await revokeDevices(trx, id)
        await recordActorAudit(trx, actor, {
          action: 'passwordReset',
          entity: 'user',
          entityId: id,
          summary: `${target.username}: password reset; sessions ended`,
        })
      })
      return password
    },

    async endSessions(actor: Actor, id: number): Promise<number> {
      const { target } = await targetFor(actor, id)
      const ended = await sessions.endForUser(id)
      await revokeDevices(db, id)
      await recordActorAudit(db, actor, {
        action: 'sessionsEnded',
        entity: 'user',
        entityId: id,
        summary: `${target.username}: ${ended} session(s) ended; browsers forgotten`,
      })
      return ended
    },
  }
}

export type StaffService = ReturnType<typeof staffService>
