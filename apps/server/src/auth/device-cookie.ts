import { STAFF_API } from '@ibr/contract/staff'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { digest, randomToken } from './tokens.js'

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account gets a random token, sent back only to the sign-in call, that lets it
 * past the account-wide throttle. The server has no signing secret shared by its instances, so the
 * token is not an HMAC: its digest is kept in the database (staff_device), which binds it to the
 * account and holds on every instance; a token is good for a year after the sign-in that issued it.
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

/** Whether this token was issued by a sign-in to this account within the last year. */
export async function isTrustedDevice(db: Kysely<DB>, username: string, token: string | undefined): Promise<boolean> {
  if (!token) return false
  const row = await db
    .selectFrom('staff_device as d')
    .innerJoin('staff_user as u', 'u.id', 'd.user_id')
    .select('d.user_id')
    .where('d.token_hash', '=', digest(token))
    .where(sql<boolean>`lower(u.username) = lower(${username})`)
    .where('d.issued_at', '>', oldest())
    .executeTakeFirst()
  return row !== undefined
}

/** A fresh device token for a browser that has just signed in to the account, recorded for it (its expired ones go). */
export async function newDeviceToken(db: Kysely<DB>, userId: number): Promise<string> {
  const token = randomToken()
  await db.deleteFrom('staff_device').where('user_id', '=', userId).where('issued_at', '<=', oldest()).execute()
  await db
    .insertInto('staff_device')
    .values({ token_hash: digest(token), user_id: userId })
    .execute()
  return token
}

/** Hands the browser its device token, for the sign-in call only. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string, token: string): void {
  const secure = isHttps(request, publicUrl)
  reply.header(
    'set-cookie',
    `${secure ? SECURE_NAME : NAME}=${token}; Path=${STAFF_API.login}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  )
}
