import type { Writable } from 'node:stream'

/**
 * Resolves once the stream wants more (drain) or can take no more (closed: the client went away),
 * so a producer adds rows only as fast as they leave and stops when nobody reads.
 */
export function whenWritable(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}
