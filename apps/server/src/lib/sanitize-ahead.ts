import { AppError } from '../http/app-error.js'
import { workerFile } from './worker-file.js'
import { workerQueue } from './worker-queue.js'

/** What sanitising rich text gives: the clean HTML, or the text a reader would see that it would remove. */
export type KeptOrLost = { clean: string } | { lost: string[] }

/**
 * Rich text up to this many characters is sanitised inline, where it is met: a few milliseconds, less
 * than a round trip to the worker. A longer one costs the event loop 100 ms and more (docs/benchmarks.md).
 */
export const SANITIZE_INLINE_MAX = 16 * 1024
/**
 * Long texts waiting for the worker or in it, at most. A save holds one at a time; a person saving
 * in a loop, or several at once, are refused past this rather than queued behind seconds of work.
 */
export const SANITIZE_QUEUE_MAX = 8
/**
 * Characters of results not yet taken (the texts and their clean HTML), at most: a request refused
 * between sanitizeAhead() and its save leaves its own behind, and the oldest go first past this.
 */
const RESULTS_MAX_CHARS = 16 * 1024 * 1024

const queue = workerQueue<string, KeptOrLost>({
  name: 'sanitizer',
  file: workerFile(import.meta.url, 'sanitize-worker'),
  max: SANITIZE_QUEUE_MAX,
  idleMs: 60_000,
  busy: () => new AppError('rateLimited', 'content.sanitizerBusy', { retryAfter: 5 }),
})

/** Results of the worker by the text given, each taken once by sanitizeKeepingText(). */
const results = new Map<string, KeptOrLost>()
let resultChars = 0

const sizeOf = (html: string, result: KeptOrLost) => html.length + ('clean' in result ? result.clean.length : 0)

function forget(html: string) {
  const result = results.get(html)
  if (result === undefined) return undefined
  results.delete(html)
  resultChars -= sizeOf(html, result)
  return result
}

function keep(html: string, result: KeptOrLost) {
  forget(html)
  results.set(html, result)
  resultChars += sizeOf(html, result)
  for (const oldest of results.keys()) {
    if (resultChars <= RESULTS_MAX_CHARS) break
    forget(oldest)
  }
}

/** Long texts sent to the worker and not yet answered. */
export const sanitizationsWaiting = (): number => queue.waiting()

/**
 * Sanitises the long texts among `htmls` in the sanitiser's worker, off the event loop, before the
 * request's transaction: sanitizeKeepingText() then takes each result where the text is met (a save's
 * transaction holds a connection, PGlite's only one, and must not wait on a worker). Rejects with 429
 * `rateLimited` when the queue is full, before anything is written; short texts are left to be
 * sanitised inline.
 */
export async function sanitizeAhead(htmls: readonly (string | null | undefined)[]): Promise<void> {
  const long = [...new Set(htmls)].filter((html): html is string => typeof html === 'string' && html.length > SANITIZE_INLINE_MAX)
  // One at a time: a request holds one place in the queue, however many long texts it brings (a paper import's abstracts).
  for (const html of long) keep(html, await queue.run(html))
}

/** The long strings in a document (a record's, a conference's), whose only long strings are rich text. */
export function longStringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.length > SANITIZE_INLINE_MAX ? [value] : []
  if (Array.isArray(value)) return value.flatMap(longStringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(longStringsIn)
  return []
}

/** The worker's result for this text, once: the next save of the same text sanitises it again. */
export function takeAhead(html: string): KeptOrLost | undefined {
  return html.length > SANITIZE_INLINE_MAX ? forget(html) : undefined
}
