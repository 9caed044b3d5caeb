import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 16 random bytes in URL-safe base64: 22 characters, the FileId pattern of the contract. */
export const newFileId = () => randomBytes(16).toString('base64url')
/** Whether a value could be an id the server made; any other value names no file and is never looked up. */
export const isFileId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value)
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Compares token hashes in constant time, so response times tell nothing about a stored hash. */
export function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false
  const a = Buffer.from(storedHash, 'hex')
  const b = Buffer.from(hashToken(token), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
