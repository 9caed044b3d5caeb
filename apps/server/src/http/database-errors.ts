/** Codes of a database that cannot be reached or went away (node errors and PostgreSQL classes 08, 57P). */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03'])

export function isDatabaseDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return true
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  )
}

/**
 * Codes of a value PostgreSQL refuses as data (class 22: a NUL character in text, a date that does
 * not exist, a number out of range): the request was bad, the server is fine.
 */
export function isBadValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}
