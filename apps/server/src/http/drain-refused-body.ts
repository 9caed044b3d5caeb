import type { FastifyRequest } from 'fastify'

/**
 * Reads (and drops) the rest of a body refused as too large before the answer is sent. Node closes
 * the connection once a response ends while its request is still arriving; the unread bytes then
 * make the kernel reset the connection, and a client that writes its whole body before reading
 * (most do) sees EPIPE or a reset instead of the 413. Read to its end, the body leaves nothing
 * unread and the answer arrives. Reading and dropping costs no memory; the request timeout
 * (REQUEST_TIMEOUT_MS) bounds how long a client may keep sending. Resolves when the body has ended.
 */
export function drainRefusedBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    const drop = () => {}
    const done = () => {
      raw.off('data', drop)
      resolve()
    }
    raw.on('data', drop)
    raw.once('end', done)
    raw.once('close', done)
    raw.resume()
  })
}
