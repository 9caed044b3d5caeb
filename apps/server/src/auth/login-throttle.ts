import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { throttleRepository } from './throttle-repository.js'

export interface ThrottleLimits {
  loginLimitAccount: number
  loginLimitAddress: number
  loginWindowMinutes: number
}

/** The first delay once a (name, address) pair has used its free attempts; it doubles per failure after. */
export const FIRST_DELAY_SECONDS = 30

/** Failures of one name from all addresses within the window before untrusted browsers are slowed, as a multiple of loginLimitAccount. */
export const ACCOUNT_WIDE_FACTOR = 4

/**
 * The brute-force limit on local sign-ins, counted from the audit log's `signInFailed` lines and the
 * attempts being checked now (throttle-repository.ts), so it holds across instances. No count ever locks an account
 * (OWASP: a lockout is a denial of service anyone can cause); they slow guessing instead:
 * - per (name, address) pair since the name's last sign-in: loginLimitAccount free failures, then a
 *   delay from the last failure that starts at 30 s and doubles per failure, capped at the window;
 * - per name from every address (a guesser with many addresses): past 4 × loginLimitAccount failures
 *   in the window, browsers without the name's device cookie wait until the oldest ages out;
 * - per address (one client spraying names): past loginLimitAddress failures in the window, each pair
 *   from it gets one free failure instead of loginLimitAccount. It never refuses a first attempt, so a
 *   right password from a busy address (a proxy all staff share) still signs in.
 * A browser holding the name's device cookie passes the pair and name limits: what the attacker does
 * from elsewhere, or from the same proxy, cannot keep it out.
 * Answers the seconds to wait, or 0.
 */
export async function signInWait(
  db: Kysely<DB>,
  limits: ThrottleLimits,
  attempt: { username: string; address: string; trustedDevice: boolean },
  now = Date.now(),
): Promise<number> {
  if (attempt.trustedDevice) return 0
  const { username, address } = attempt
  const windowMs = limits.loginWindowMinutes * 60_000
  const windowStart = new Date(now - windowMs)
  const failures = throttleRepository(db)
  const [pair, account, client] = await Promise.all([
    // A pair's count outlives the window, so the delays keep growing, but not past a day.
    failures.pairFailures(username, address, new Date(now - Math.max(windowMs, 86_400_000))),
    failures.nameFailures(username, windowStart),
    failures.addressFailures(address, windowStart),
  ])
  const free = Number(client.n) >= limits.loginLimitAddress ? 1 : limits.loginLimitAccount
  const pairCount = Number(pair.n)
  const pairWait =
    pairCount >= free && pair.last
      ? (pair.last.getTime() + Math.min(FIRST_DELAY_SECONDS * 2 ** Math.min(pairCount - free, 20) * 1000, windowMs) - now) / 1000
      : 0
  const accountWait =
    Number(account.n) >= limits.loginLimitAccount * ACCOUNT_WIDE_FACTOR && account.first
      ? (account.first.getTime() + windowMs - now) / 1000
      : 0
  return Math.max(0, pairWait, accountWait)
}

/**
 * The limit on guesses of the current password from a signed-in session: loginLimitAccount refused
 * attempts (a wrong current password, a refused new one) since the last change, within
 * loginWindowMinutes. Answers the seconds to wait, or 0.
 */
export async function passwordChangeWait(db: Kysely<DB>, limits: ThrottleLimits, userId: number): Promise<number> {
  const failures = await throttleRepository(db).passwordChangeFailures(userId, limits.loginWindowMinutes)
  if (Number(failures.n) < limits.loginLimitAccount || !failures.first) return 0
  return Math.max(0, (failures.first.getTime() + limits.loginWindowMinutes * 60_000 - Date.now()) / 1000)
}
