/**
 * A stand-in for the browser's fetch in tests: answers each path with the next of its queued answers
 * (the last one repeats) and records every request as the server would receive it.
 */
export interface SentRequest {
  path: string
  body: Record<string, unknown>
  headers: Headers
  credentials: RequestCredentials | undefined
}

/** An answer, or a function making one when the request comes (later, for a server that takes its time). */
type Answer = Response | (() => Response | Promise<Response>)

export function fakeFetch(answers: Record<string, Answer | Answer[]>) {
  const sent: SentRequest[] = []
  const queues = new Map(Object.entries(answers).map(([path, a]) => [path, Array.isArray(a) ? [...a] : [a]]))
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input)
    sent.push({
      path,
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    })
    const queue = queues.get(path)
    if (!queue || queue.length === 0) throw new TypeError(`no answer for ${path}`)
    const next = queue.length > 1 ? queue.shift()! : queue[0]!
    return typeof next === 'function' ? next() : next.clone()
  }
  return { fetch, sent, to: (path: string) => sent.filter((r) => r.path === path) }
}

/** A JSON answer of the staff API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const success = (retMap: unknown) => json(200, { code: 'success', retMap })
export const failure = (status: number, code: string, msg: string, more: Record<string, unknown> = {}) =>
  json(status, { code, msg, ...more })
