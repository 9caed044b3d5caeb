import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random token of 32 bytes, URL-safe: session ids and CSRF tokens. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a secret (a session id, a CAS ticket): its SHA-256, never the value. */
export const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

/** Compares two secrets in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
