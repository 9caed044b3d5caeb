/** Thrown by withinMs when the work takes longer than allowed. */
export class TimeLimitError extends Error {}

/**
 * The work's result, or a TimeLimitError once `ms` have passed. The work itself goes on (a query
 * cannot be taken back): the caller just stops waiting for it.
 */
export async function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, limit])
  } finally {
    clearTimeout(timer)
  }
}
