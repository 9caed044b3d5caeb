/**
 * A JSON call's per-client limit, counted once its body is read (before it is checked): the refusal
 * then speaks the body's `lang`, and an answer the public cache gives (its hook comes first) costs
 * the client nothing of its limit, since it cost the server next to nothing.
 */
export function jsonCallLimit(max: number) {
  return { max, timeWindow: '1 minute', hook: 'preValidation' as const }
}

/** An upload's per-client limit, counted before its bytes are received: a refused client sends none. */
export function uploadLimit(max: number) {
  return { max, timeWindow: '1 minute' }
}
