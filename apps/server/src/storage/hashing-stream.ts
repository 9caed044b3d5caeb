import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

/**
 * A pass-through that hashes (SHA-256) and counts what flows through it, for bytes that are stored
 * as they arrive: their name in the store is their hash, known only once the last byte has passed.
 */
export function hashingStream() {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  /** Call once the stream has ended: the bytes' SHA-256 (hex) and count. */
  const result = () => ({ sha256: hash.digest('hex'), bytes })
  return { stream, result }
}
