import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { NOTIFICATION_KINDS, type NotificationKind } from '@ibr/contract/staff'

/** What an unsubscribe link stops: one kind, or every kind the person receives in the digest. */
export type UnsubscribeTarget = NotificationKind | 'digest'

/** A person's key for their unsubscribe links: random, kept in the database, never sent. */
export const newTokenKey = () => randomBytes(32).toString('base64url')

const mac = (key: string, userId: number, target: UnsubscribeTarget) =>
  createHmac('sha256', key).update(`${userId}:${target}`).digest('base64url')

/** `<user>.<kind>.<HMAC of both under the person's key>`: names its target, and cannot be made without the key. */
export function unsubscribeToken(key: string, userId: number, target: UnsubscribeTarget): string {
  return `${userId}.${target}.${mac(key, userId, target)}`
}

const TOKEN = /^([1-9][0-9]{0,9})\.([a-zA-Z]{1,40})\.([A-Za-z0-9_-]{43})$/

/** The token's parts when it is well formed; its signature is checked by `verifyToken` against the person's key. */
export function readToken(token: string): { userId: number; target: UnsubscribeTarget; signature: string } | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const target = match[2]!
  if (target !== 'digest' && !(NOTIFICATION_KINDS as readonly string[]).includes(target)) return null
  return { userId: Number(match[1]), target: target as UnsubscribeTarget, signature: match[3]! }
}

export function verifyToken(key: string, token: { userId: number; target: UnsubscribeTarget; signature: string }): boolean {
  const expected = Buffer.from(mac(key, token.userId, token.target))
  const given = Buffer.from(token.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
