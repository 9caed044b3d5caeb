import type { LightMyRequestResponse } from 'fastify'

/** What a test reads of an answer: its status, its body as JSON (null when it is not JSON), its headers. */
export interface Answer {
  status: number
  json: any
  headers: Record<string, unknown>
}

export function answerOf(res: LightMyRequestResponse): Answer {
  let json: unknown = null
  try {
    json = res.json()
  } catch {
    // Not JSON (a file, an HTML page): the test says what it expected.
  }
  return { status: res.statusCode, json, headers: res.headers }
}
