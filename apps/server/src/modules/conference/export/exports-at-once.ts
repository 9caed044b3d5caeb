import { AppError } from '../../../http/app-error.js'

/**
 * Downloads one person may have running at once on an instance. Each holds the event loop's time
 * for its batches while its client reads, however long the conference; a third waits its turn.
 */
export const EXPORTS_AT_ONCE = 2

const running = new Map<number, number>()

/**
 * Takes one of the person's places, or answers 429 `rateLimited` when both are taken. The returned
 * function gives it back (once, however often it is called).
 */
export function claimExport(userId: number): () => void {
  const taken = running.get(userId) ?? 0
  if (taken >= EXPORTS_AT_ONCE) throw new AppError('rateLimited', 'registration.exportsAtOnce', { retryAfter: 5 })
  running.set(userId, taken + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (running.get(userId) ?? 1) - 1
    if (left > 0) running.set(userId, left)
    else running.delete(userId)
  }
}
