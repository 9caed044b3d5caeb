import { STAFF_API } from '@ibr/contract/staff'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { deviceRepository } from './device-repository.js'
import { digest, randomToken } from './tokens.js'

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account gets a random token, sent back only to the sign-in call, that lets it
 * past the account-wide throttle. The server has no signing secret shared by its instances, so the
 * token is not an HMAC: its digest is kept in the database (staff_device), which binds it to the
 * account and holds on every instance; a token is good for a year after the sign-in that issued it,
 * for a few wrong passwords, and until the account's password changes or its sessions are all ended.
 */
const NAME = 'ibr_device'
const SECURE_NAME = '__Secure-ibr_device'
const MAX_AGE_SECONDS = 365 * 86_400

const isHttps = (request: FastifyRequest, publicUrl: string) => request.protocol === 'https' || publicUrl.startsWith('https://')

/** The device token the browser brought, if well formed. */
export function readDeviceCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (eq > 0 && (name === NAME || name === SECURE_NAME) && /^[A-Za-z0-9_-]{43}$/.test(value)) return value
  }
  return undefined
}

const oldest = () => new Date(Date.now() - MAX_AGE_SECONDS * 1000)

/** Wrong passwords a device token may carry before its browser is no longer taken as known. */
export const DEVICE_FAILURES = 3

/**
 * Takes the browser's token as known for this sign-in if it was issued to this account within the
 * last year and has carried fewer than DEVICE_FAILURES wrong passwords: the attempt is counted against
 * the token at once (one statement, so attempts sent together cannot all pass), and a success then
 * replaces the token. A stolen cookie is thus worth a few guesses, not an unlimited licence.
 */
export function claimDevice(db: Kysely<DB>, username: string, token: string): Promise<boolean> {
  return deviceRepository(db).claim(digest(token), username, oldest(), DEVICE_FAILURES)
}

/**
 * A fresh device token for a browser that has just signed in to the account, recorded for it; the
 * token it brought (`replacing`) and the account's expired ones go.
 */
export async function newDeviceToken(db: Kysely<DB>, userId: number, replacing?: string): Promise<string> {
  const token = randomToken()
  await deviceRepository(db).replace(userId, digest(token), oldest(), replacing && digest(replacing))
  return token
}

/** Forgets every browser of the account: after its password changes, is reset, or it is deactivated or signed out everywhere. */
export async function revokeDevices(db: Kysely<DB>, userId: number): Promise<void> {
  await deviceRepository(db).deleteForUser(userId)
}

/** Hands the browser its device token, for the sign-in call only. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string, token: string): void {
  const secure = isHttps(request, publicUrl)
  reply.header(
    'set-cookie',
    `${secure ? SECURE_NAME : NAME}=${token}; Path=${STAFF_API.login}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  )
}
