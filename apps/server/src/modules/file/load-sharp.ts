import type { default as Sharp } from 'sharp'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips), loaded by the first picture read or resized rather than at every server's start.
 * Copies are kept in the store, so libvips' in-memory cache of decoded images would only hold memory
 * (the server's budget is 200 MB resident); one thread per image keeps bursts of resizes small.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return loaded
}
