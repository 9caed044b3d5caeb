/**
 * Wraps an async read so that callers arriving while it runs share it instead of starting another:
 * however often it is asked for (a probe hammered, two scrapers at once), at most one runs, and one
 * that hangs (a database gone silent) holds one connection, not one per caller.
 */
export function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  return () => {
    running ??= read().finally(() => {
      running = undefined
    })
    return running
  }
}
