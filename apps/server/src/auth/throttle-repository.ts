import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** How many failures, and the first and last of them. */
export interface FailureCount {
  n: string
  first: Date | null
  last: Date | null
}

/** A failure's time, counted since the name's last successful sign-in. */
const sinceLastSignIn = (username: string) =>
  sql<boolean>`not exists (select 1 from audit_log ok where lower(ok.username) = lower(${username}) and ok.action = 'signIn' and ok.at > f.at)`

/**
 * Failed sign-ins: the audit log's lines, and the attempts whose password is being checked now
 * (auth/attempt-guard.ts), each taken as a failure until its outcome is written.
 */
const failedSignIns = (db: Kysely<DB>) =>
  db
    .selectFrom('audit_log')
    .select(['at', 'username', 'address'])
    .where('action', '=', 'signInFailed')
    .unionAll(db.selectFrom('staff_auth_attempt').select(['at', 'username', 'address']).where('kind', '=', 'signIn'))
    .as('f')

/** Wrong current passwords and refused new ones of one account, and its password changes being checked now. */
const failedPasswordChanges = (db: Kysely<DB>, userId: number) =>
  db
    .selectFrom('audit_log')
    .select('at')
    .where('user_id', '=', userId)
    .where('action', '=', 'passwordChangeFailed')
    .unionAll(db.selectFrom('staff_auth_attempt').select('at').where('user_id', '=', userId).where('kind', '=', 'passwordChange'))
    .as('f')

/** The counts the sign-in and password-change limits read (auth/login-throttle.ts). */
export function throttleRepository(db: Kysely<DB>) {
  const failures = () =>
    db
      .selectFrom(failedSignIns(db))
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('f.at').as('first'), eb.fn.max('f.at').as('last')])

  return {
    /** Failed sign-ins of one name from one address after `since` and after the name's last sign-in. */
    pairFailures(username: string, address: string, since: Date): Promise<FailureCount> {
      return failures()
        .where(sql<boolean>`lower(username) = lower(${username})`)
        .where('address', '=', address)
        .where('at', '>', since)
        .where(sinceLastSignIn(username))
        .executeTakeFirstOrThrow()
    },

    /** Failed sign-ins of one name from every address after `since` and after the name's last sign-in. */
    nameFailures(username: string, since: Date): Promise<FailureCount> {
      return failures()
        .where(sql<boolean>`lower(username) = lower(${username})`)
        .where('at', '>', since)
        .where(sinceLastSignIn(username))
        .executeTakeFirstOrThrow()
    },

    /** Failed sign-ins of every name from one address after `since`. */
    addressFailures(address: string, since: Date): Promise<FailureCount> {
      return failures().where('address', '=', address).where('at', '>', since).executeTakeFirstOrThrow()
    },

    /** Refused password changes of an account in the last `windowMinutes` (database clock), since its last change. */
    passwordChangeFailures(userId: number, windowMinutes: number): Promise<{ n: string; first: Date | null }> {
      return db
        .selectFrom(failedPasswordChanges(db, userId))
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('f.at').as('first')])
        .where('f.at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('audit_log as ok')
                .select('ok.id')
                .where('ok.user_id', '=', userId)
                .where('ok.action', '=', 'passwordChange')
                .whereRef('ok.at', '>', 'f.at'),
            ),
          ),
        )
        .executeTakeFirstOrThrow()
    },
  }
}
