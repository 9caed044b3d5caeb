/** The session-storage key that remembers when a missing chunk last reloaded the page. */
export const RELOAD_KEY = 'chunkReloadAt'
/** Within this time of a reload, a chunk that fails again is not fixed by reloading: show the failure. */
const WINDOW_MS = 60_000

/**
 * A lazy page whose file is gone: after a deploy, the old index.html names chunks the server no
 * longer has, and the dynamic import rejects (each engine words it differently).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  )
}

/**
 * Reloads the page unless it reloaded for the same reason moments ago, so a chunk that is really
 * missing shows the error panel instead of reloading for ever. Answers whether it reloads.
 */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, reload: () => void, now = Date.now()): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_KEY))
    if (!storage || (last > 0 && now - last < WINDOW_MS)) return false
    storage.setItem(RELOAD_KEY, String(now))
  } catch {
    // Storage blocked (private modes, sandboxed frames): without the flag a reload could loop.
    return false
  }
  reload()
  return true
}
