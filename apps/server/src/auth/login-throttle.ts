import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

export interface ThrottleLimits {
  loginLimitAccount: number
  loginLimitAddress: number
  loginWindowMinutes: number
}

/**
 * The brute-force limit on local sign-ins, counted from the audit log's `signInFailed` lines (so it
 * holds across instances and writes nothing but the audit line): per account name (known or not)
 * since its last successful sign-in, and per client address. Answers the seconds to wait, or 0.
 */
export async function signInWait(db: Kysely<DB>, limits: ThrottleLimits, username: string, address: string): Promise<number> {
  const windowStart = sql<Date>`now() - make_interval(mins => ${limits.loginWindowMinutes})`
  const [account, client] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('first')])
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .where('action', '=', 'signInFailed')
      .where('at', '>', windowStart)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('audit_log as ok')
              .select('ok.id')
              .where(sql<boolean>`lower(ok.username) = lower(${username})`)
              .where('ok.action', '=', 'signIn')
              .whereRef('ok.at', '>', 'audit_log.at'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('first')])
      .where('address', '=', address)
      .where('action', '=', 'signInFailed')
      .where('at', '>', windowStart)
      .executeTakeFirstOrThrow(),
  ])
  const wait = (count: { n: string; first: Date | null }, limit: number) =>
    Number(count.n) >= limit && count.first ? (count.first.getTime() + limits.loginWindowMinutes * 60_000 - Date.now()) / 1000 : 0
  return Math.max(0, wait(account, limits.loginLimitAccount), wait(client, limits.loginLimitAddress))
}

/**
 * The limit on guesses of the current password from a signed-in session: loginLimitAccount wrong
 * answers since the last change, within loginWindowMinutes. Answers the seconds to wait, or 0.
 */
export async function passwordChangeWait(db: Kysely<DB>, limits: ThrottleLimits, userId: number): Promise<number> {
  const failures = await db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('first')])
    .where('user_id', '=', userId)
    .where('action', '=', 'passwordChangeFailed')
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${limits.loginWindowMinutes})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_log as ok')
            .select('ok.id')
            .where('ok.user_id', '=', userId)
            .where('ok.action', '=', 'passwordChange')
            .whereRef('ok.at', '>', 'audit_log.at'),
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  if (Number(failures.n) < limits.loginLimitAccount || !failures.first) return 0
  return Math.max(0, (failures.first.getTime() + limits.loginWindowMinutes * 60_000 - Date.now()) / 1000)
}
