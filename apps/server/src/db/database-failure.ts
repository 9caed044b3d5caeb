import { isDatabaseDown, isPoolBusy } from './database-errors.js'

/** What a log line says of a failure: the database's own words or the connection's, never a stack. */
export function causeOf(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error)
  const { code, message } = error as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' && message !== '' ? message : String(error)
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text
}

/**
 * What a background task logs of its failure: a short cause when the database cannot be reached
 * (the outage's own line says the rest) or the pool was busy (load, no fault of the code), the whole
 * error otherwise.
 */
export function failureForLog(error: unknown): { cause: string } | { err: unknown } {
  return isDatabaseDown(error) || isPoolBusy(error) ? { cause: causeOf(error) } : { err: error }
}
