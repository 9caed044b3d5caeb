/** Codes of a database that cannot be reached or went away (node errors and PostgreSQL classes 08, 57P). */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03'])

/**
 * The database cannot be reached or went away: refused, unknown host, closed by the server, shutting
 * down, or a new connection that did not open within the pool's wait ("Connection terminated due to
 * connection timeout"). Not a busy pool (isPoolBusy): that database answers, only slower than requests come.
 */
export function isDatabaseDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return true
  return typeof message === 'string' && /Connection terminated|Client has encountered a connection error/i.test(message)
}

/**
 * Every connection of the pool was in use for the whole wait (pg-pool's words when a request waits
 * for a connection to be given back, not for one to open): heavy load on a database that answers.
 */
export function isPoolBusy(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message === 'timeout exceeded when trying to connect'
}

/**
 * Codes of a value PostgreSQL refuses as data (class 22: a NUL character in text, a date that does
 * not exist, a number out of range): the request was bad, the server is fine.
 */
export function isBadValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}
