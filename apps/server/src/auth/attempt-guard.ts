import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { attemptRepository, type PendingAttemptRow } from './attempt-repository.js'
import { claimDevice } from './device-cookie.js'
import { passwordChangeWait, signInWait, type ThrottleLimits } from './login-throttle.js'

/** The first key of every attempt lock (pg_advisory_xact_lock's two-key form; the second is the account's). */
const ATTEMPT_LOCK_CLASS = 0x1b2_5a1

/** An attempt whose password is being checked: settle it with its outcome, or drop it. */
export interface PendingAttempt {
  id: string
  /** Whether the browser's device token for this name was taken (it passed the name's limits). */
  trustedDevice: boolean
}

export type Begun = { wait: number } | { attempt: PendingAttempt }

/** A number for the lock of one account's attempts of one kind. */
const lockKey = (scope: string) => createHash('sha256').update(scope).digest().readInt32BE(0)

async function lockAttempts(trx: Kysely<DB>, scope: string) {
  await attemptRepository(trx).lock(ATTEMPT_LOCK_CLASS, lockKey(scope))
}

/**
 * Starts a sign-in: under a lock on the name (held by one instance at a time, the same on the embedded
 * database, whose single connection runs one transaction at a time), reads the throttle and, when it
 * lets the attempt through, records it as pending, so the next attempt's read counts it. The password
 * is verified after the lock is released: a lock held across argon2 would keep a connection per guess.
 * A refused attempt writes nothing.
 */
export function beginSignIn(
  db: Kysely<DB>,
  limits: ThrottleLimits,
  attempt: { username: string; address: string; deviceToken: string | undefined },
): Promise<Begun> {
  return db.transaction().execute(async (trx) => {
    await lockAttempts(trx, `signIn:${attempt.username.toLowerCase()}`)
    const trustedDevice = attempt.deviceToken ? await claimDevice(trx, attempt.username, attempt.deviceToken) : false
    const wait = await signInWait(trx, limits, { username: attempt.username, address: attempt.address, trustedDevice })
    if (wait > 0) return { wait }
    const id = await insertPending(trx, { kind: 'signIn', username: attempt.username, user_id: null, address: attempt.address })
    return { attempt: { id, trustedDevice } }
  })
}

/** Starts a change of one's own password, as beginSignIn does a sign-in, under the change-password limit. */
export function beginPasswordChange(
  db: Kysely<DB>,
  limits: ThrottleLimits,
  who: { userId: number; username: string; address: string },
): Promise<Begun> {
  return db.transaction().execute(async (trx) => {
    await lockAttempts(trx, `passwordChange:${who.userId}`)
    const wait = await passwordChangeWait(trx, limits, who.userId)
    if (wait > 0) return { wait }
    const id = await insertPending(trx, { kind: 'passwordChange', username: who.username, user_id: who.userId, address: who.address })
    return { attempt: { id, trustedDevice: false } }
  })
}

async function insertPending(trx: Kysely<DB>, values: PendingAttemptRow): Promise<string> {
  // Rows an instance left behind when it stopped mid-check stop counting after a day, like a pair's failures.
  return attemptRepository(trx).insertPending({ ...values, username: values.username.slice(0, 64), address: values.address.slice(0, 100) })
}

/** Removes the pending row; pass the transaction that writes the outcome, so the count never drops between. */
export async function settleAttempt(db: Kysely<DB>, attempt: PendingAttempt): Promise<void> {
  await attemptRepository(db).deletePending(attempt.id)
}
