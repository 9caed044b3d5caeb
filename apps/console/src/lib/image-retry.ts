import { useEffect, type RefObject } from 'react'

/** The longest wait a Retry-After is followed for: past it the image stays broken rather than pop in much later. */
const MAX_WAIT_S = 30
/** The wait when the server gave none (a dropped connection, a 503 without the header). */
const DEFAULT_WAIT_S = 1

/** Seconds a Retry-After asks for (delta-seconds or an HTTP date), bounded; the default when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_WAIT_S
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000
  return Number.isFinite(seconds) ? Math.min(MAX_WAIT_S, Math.max(0, seconds)) : DEFAULT_WAIT_S
}

const retried = new WeakSet<HTMLImageElement>()

/**
 * Loads a broken image once more: an image asked for while the server was shedding load (503 with
 * Retry-After) stays broken otherwise. An <img> cannot read its answer's headers, so a HEAD asks for
 * them: retried after the advised delay when the server says it is busy, at once when the image is
 * there, never when it is gone (404). Once per image element.
 */
export async function retryImageOnce(img: HTMLImageElement): Promise<void> {
  const src = img.getAttribute('src')
  if (!src || retried.has(img)) return
  retried.add(img)
  let wait = DEFAULT_WAIT_S
  try {
    const res = await fetch(src, { method: 'HEAD', credentials: 'same-origin' })
    if (res.status === 503 || res.status === 429) wait = retryAfterSeconds(res.headers.get('retry-after'))
    else if (res.ok) wait = 0
    else return
  } catch {
    // No answer at all: the connection dropped; one more try after a moment.
  }
  await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  // Setting the same address loads it again; the editor reads the same attribute back, so the text is unchanged.
  if (img.isConnected && img.getAttribute('src') === src) img.setAttribute('src', src)
}

/** Retries, once each, the images inside `ref` that fail to load (an image's error does not bubble: caught on the way down). */
export function useImageRetry(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) void retryImageOnce(event.target)
    }
    root.addEventListener('error', onError, true)
    return () => root.removeEventListener('error', onError, true)
  }, [ref])
}
